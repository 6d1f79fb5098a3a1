import { data, type AppLoadContext } from "react-router";
import type { Cart, CartMessage } from "#api/cart/cart.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { visitorHintCookie } from "#app/lib/visitor.server.ts";
import { CART_FORM, type CartIntent } from "./cart-form.server.ts";
import { writeCartNotices, type CartNotices } from "./cart-form.ts";

export type CartActionResult =
  | { ok: true; intent: CartIntent["intent"]; notices: CartNotices; count: number }
  | { ok: false; intent: string; error: string };

/** The catalogue key of a refusal the API explained; unknown refusals get the generic message. */
export function refusalKey(error: ApiRequestError): string {
  const reason = (error.body as { metadata?: { reason?: unknown }[] } | null)?.metadata?.[0]?.reason;
  if (typeof reason === "string" && /^[a-z_]{1,30}$/.test(reason)) return reason === "unavailable" ? "cart.error.unavailable" : `coupon.refused.${reason}`;
  if (error.status === 404) return "cart.error.notFound";
  if (error.status === 409) return "cart.error.unavailable";
  return "cart.error.invalid";
}

function noticesOf(intent: CartIntent["intent"], messages: CartMessage[]): CartNotices {
  const removed = messages.find((m) => m.code === "coupon_removed");
  const capped = messages.find((m) => m.code === "capped");
  return {
    done: intent,
    couponRemoved: removed?.code === "coupon_removed" ? removed.coupon : null,
    capped: capped?.code === "capped" ? { variantId: capped.variant_id, quantity: capped.quantity } : null,
    reason: null,
  };
}

/**
 * Every change to the cart, from the cart page and from product pages. Posted by a script (`via=js`)
 * it answers data for the page to show; posted by a plain form it redirects to the cart, with what
 * to tell the shopper in the URL, so a reload never posts twice.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const viaScript = form.get("via") === "js";
  const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const parsed = CART_FORM.safeParse(fields);
  if (!parsed.success) {
    return data<CartActionResult>({ ok: false, intent: String(fields.intent ?? ""), error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const intent = parsed.data;
  const api = apiFor(request, context, lang);
  let cart: Cart | null = null;
  try {
    switch (intent.intent) {
      case "add":
        cart = (await api.post<{ data: Cart }>("/cart/addtocart", { items: intent.product_id, variants: intent.variant_id, note: String(intent.quantity ?? 1) })).data;
        break;
      case "update":
        cart = (await api.post<{ data: Cart }>("/cart/updatecart", { items: intent.product_id, variants: intent.variant_id, note: String(intent.quantity) })).data;
        break;
      case "remove":
        cart = (await api.post<{ data: Cart }>("/cart/deletecart", { variants: [intent.variant_id] })).data;
        break;
      case "clear":
        cart = (await api.post<{ data: Cart }>("/cart/clear", {})).data;
        break;
      case "coupon":
        cart = (await api.post<{ data: Cart }>("/cart/coupon", { code: intent.code })).data;
        break;
      case "remove-coupon":
        cart = (await api.request<{ data: Cart }>("DELETE", "/cart/coupon")).data;
        break;
      case "save":
        await api.post("/savecart/store", {});
        break;
    }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      return data<CartActionResult>({ ok: false, intent: intent.intent, error: refusalKey(error) }, { status: error.status === 422 ? 422 : 400 });
    }
    throw error;
  }
  const notices = noticesOf(intent.intent, cart?.Message ?? []);
  const headers = { "Set-Cookie": visitorHintCookie(context) };
  if (viaScript) return data<CartActionResult>({ ok: true, intent: intent.intent, notices, count: cart?.count ?? 0 }, { headers });
  return redirectOnSite(`${localizedPath(lang, "/cart")}${writeCartNotices(notices)}`, { status: 303, headers });
}
