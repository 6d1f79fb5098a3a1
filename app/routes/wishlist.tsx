import type { Wishlist } from "#api/wishlist/wishlist.routes.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { WishlistView } from "#app/features/wishlist/wishlist-view.tsx";
import { wishlistAction } from "#app/features/wishlist/wishlist-action.server.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/wishlist";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/wishlist", { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const { data: wishlist } = await apiFor(request, context, lang).get<{ data: Wishlist }>("/wish");
  return { wishlist, title: translate(lang, "wishlist.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context);
}

/** The visitor's wishlist: move to the cart, remove, and a link to share it read-only. */
export default function WishlistScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistView
    items={loaderData.wishlist.items} shareToken={loaderData.wishlist.share_token} failure={actionData && !actionData.ok ? actionData.error : null}
    done={actionData?.ok ? actionData.intent : null}
  />;
}
