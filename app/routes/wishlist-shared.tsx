import type { Wishlist } from "#api/wishlist/wishlist.routes.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { WishlistView } from "#app/features/wishlist/wishlist-view.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import { answerUnknownPath } from "#app/lib/unknown-path.server.ts";
import type { Route } from "./+types/wishlist-shared";

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  // A private link: never indexed.
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${data.title} — ${root.settings.profile.name}`, description: data.title,
    paths: pathsInEveryLanguage(`/wishlist/${data.token}`), noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  try {
    const { data } = await apiFor(request, context, lang).get<{ data: Pick<Wishlist, "items"> }>(`/wish/shared/${encodeURIComponent(params.token)}`);
    return { items: data.items, token: params.token, title: translate(lang, "wishlist.sharedTitle") };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return answerUnknownPath(request, context);
    throw error;
  }
}

/** Someone's wishlist, shown to whoever has the link: the products only, nothing to change. */
export default function SharedWishlistScreen({ loaderData }: Route.ComponentProps) {
  return <WishlistView items={loaderData.items} shareToken={null} failure={null} readOnly />;
}
