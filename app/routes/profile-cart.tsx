import * as z from "zod/mini";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form, data, useNavigation } from "react-router";
import type { SavedCart } from "#api/cart/cart.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { writeCartNotices } from "#app/features/cart/cart-form.ts";
import { translate } from "#app/i18n/translate.server.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDateTime } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import { visitorHintCookie } from "#app/lib/visitor.server.ts";
import type { Route } from "./+types/profile-cart";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/profile/cart", { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const { data: carts } = await apiFor(request, context, lang).get<{ data: SavedCart[] }>("/savecart");
  // Dates are written here, on the server, in the shop's time zone: the same text before and after hydration.
  const saved = carts.map((cart) => ({ ...cart, saved_on: formatShopDateTime(cart.created_at, lang) }));
  return { saved, title: translate(lang, "savedCarts.title") };
}

const SAVED_CART_FORM = z.object({
  intent: z.enum(["restore", "delete"]),
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "cart.error.invalid")),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const parsed = SAVED_CART_FORM.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "cart.error.invalid" }, { status: 400 });
  const api = apiFor(request, context, lang);
  try {
    if (parsed.data.intent === "delete") {
      await api.request("DELETE", `/savecart/${parsed.data.id}`);
      return redirectOnSite(localizedPath(lang, "/profile/cart"), 303);
    }
    await api.post(`/savecart/${parsed.data.id}/restore`, {});
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return data({ error: "savedCarts.notFound" }, { status: 404 });
    throw error;
  }
  return redirectOnSite(`${localizedPath(lang, "/cart")}${writeCartNotices({ done: "restore", couponRemoved: null, capped: null, reason: null })}`, {
    status: 303, headers: { "Set-Cookie": visitorHintCookie(context) },
  });
}

/** Spec §2 /profile/cart: the carts kept for later — restore one into the cart, or delete it. */
export default function SavedCartsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === "delete" ? navigation.formData.get("id") : null;
  const saved = loaderData.saved.filter((s) => s._id !== deleting);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t("savedCarts.title")}</h1>
      {actionData?.error && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(actionData.error)}</p>}
      {saved.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg">{t("savedCarts.empty")}</p>
          <AppLink to={localizedPath(lang, "/cart")} className="mt-4 inline-flex min-h-11 items-center underline underline-offset-4">{t("cart.title")}</AppLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {saved.map((cart) => (
            <li key={cart._id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="saved-cart">
              <h2 className="font-semibold">{t("savedCarts.savedOn", { date: cart.saved_on })}</h2>
              <p className="text-sm text-stone-700">{t("savedCarts.units", { count: cart.count })}</p>
              <ul className="mt-2 list-inside list-disc text-sm">
                {cart.Items.map((item) => <li key={item.variant_id}>{item.QuantityPurchased} × {item.Title || t("cart.notice.unavailable")}</li>)}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="id" value={cart._id} />
                  <button type="submit" className="inline-flex min-h-11 items-center rounded bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700">{t("savedCarts.restore")}</button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={cart._id} />
                  <button type="submit" className="inline-flex min-h-11 items-center rounded px-4 text-sm font-medium text-red-800 underline underline-offset-4">{t("savedCarts.delete")}</button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-700">{t("savedCarts.help")}</p>
    </div>
  );
}
