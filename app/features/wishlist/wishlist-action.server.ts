import * as z from "zod/mini";
import { data, type AppLoadContext } from "react-router";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ApiRequestError } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { visitorHintCookie } from "#app/lib/visitor.server.ts";
import { refusalKey } from "#app/features/cart/cart-action.server.ts";

const ID = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, "cart.error.invalid")), z.transform(Number));

const WISHLIST_FORM = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), product_id: ID }),
  z.object({ intent: z.literal("remove"), product_id: ID }),
  z.object({ intent: z.literal("move"), product_id: ID, variant_id: ID }),
]);

export type WishlistActionResult = { ok: true; intent: string } | { ok: false; intent: string; error: string };

/**
 * Hearts on cards and product pages, and the wishlist page's buttons. With JavaScript (`via=js`) the
 * answer is data; without it the shopper goes back where they were (a path of ours only).
 */
export async function wishlistAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  // A heart posted without JavaScript says it all in its button: toggle=add:12 (heart-toggle.tsx).
  if (fields.toggle && !fields.intent) {
    const [intent = "", productId = ""] = fields.toggle.split(":");
    Object.assign(fields, { intent, product_id: productId });
  }
  const parsed = WISHLIST_FORM.safeParse(fields);
  if (!parsed.success) return data<WishlistActionResult>({ ok: false, intent: String(fields.intent ?? ""), error: parsed.error.issues[0]!.message }, { status: 400 });
  const intent = parsed.data;
  const api = apiFor(request, context, lang);
  try {
    if (intent.intent === "add") await api.post("/wish/addtowish", { items: intent.product_id });
    if (intent.intent === "remove") await api.post("/wish/deletewish", { items: [intent.product_id] });
    if (intent.intent === "move") await api.post("/wish/movetocart", { items: intent.product_id, variants: intent.variant_id });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      return data<WishlistActionResult>({ ok: false, intent: intent.intent, error: refusalKey(error) }, { status: 400 });
    }
    throw error;
  }
  const headers = { "Set-Cookie": visitorHintCookie(context) };
  if (form.get("via") === "js") return data<WishlistActionResult>({ ok: true, intent: intent.intent }, { headers });
  const wishlist = localizedPath(lang, "/wishlist");
  const back = fields.return_to ?? new URL(request.url).searchParams.get("return_to") ?? wishlist;
  return redirectOnSite(intent.intent === "move" ? `${localizedPath(lang, "/cart")}?done=add` : back, { status: 303, headers }, wishlist);
}
