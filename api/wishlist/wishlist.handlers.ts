import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { products } from "#db/schema/schema.ts";
import { changeCart, lineCap, settleLines } from "#domain/cart.ts";
import { ApiError } from "#api/http/errors.ts";
import { ownerOf, requireOwner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import type { CartContext } from "#api/cart/cart.handlers.ts";
import { loadSellable, loadVariantFacts, stateOf } from "#api/cart/cart.queries.ts";
import {
  addToWishRoute, deleteWishRoute, getSharedWishlistRoute, getWishlistRoute, moveToCartRoute,
} from "./wishlist.routes.ts";
import {
  addWishlistItem, ensureWishlist, findWishlist, findWishlistByShareToken, removeWishlistItems,
} from "./wishlist.queries.ts";
import type { WishlistView } from "./wishlist.view.ts";

export function wishlistRoutes(deps: { db: Database; cart: CartContext; wishlist: WishlistView }) {
  const { db, cart } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const { items, view } = deps.wishlist;

  app.openapi(getWishlistRoute, async (c) => c.json({ data: await view(c.var.info.lang, ownerOf(c.var.info)) }, 200));

  app.openapi(addToWishRoute, async (c) => {
    const { items: productId } = c.req.valid("json");
    const owner = requireOwner(c.var.info);
    const [product] = await db.select({ id: products.id, active: products.isActive }).from(products).where(eq(products.id, productId));
    if (!product || !product.active) throw new ApiError(404, "NOT_FOUND", "This product does not exist.");
    const list = await ensureWishlist(db, owner);
    await addWishlistItem(db, list.id, productId);
    return c.json({ data: await view(c.var.info.lang, owner) }, 200);
  });

  app.openapi(deleteWishRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    const list = await findWishlist(db, owner);
    if (list) await removeWishlistItems(db, list.id, c.req.valid("json").items);
    return c.json({ data: await view(c.var.info.lang, owner) }, 200);
  });

  app.openapi(moveToCartRoute, async (c) => {
    const body = c.req.valid("json");
    const { lang } = c.var.info;
    const owner = requireOwner(c.var.info);
    const variant = await loadSellable(db, lang, body.items, body.variants);
    if (!variant) throw new ApiError(404, "NOT_FOUND", "This product or variant does not exist.");
    if (lineCap(variant) === 0) throw new ApiError(409, "CONFLICT", "This product is sold out.", undefined, "unavailable");
    const cartView = await cart.change(lang, owner, async (stored, tx) => {
      const facts = await loadVariantFacts(tx, lang, stored.lines.map((l) => l.variantId));
      const state = stateOf(stored);
      const outcome = changeCart({ ...state, lines: settleLines(state.lines, facts) }, { kind: "add", variant, quantity: 1 });
      return { state: outcome.state, messages: outcome.couponRemoved ? [{ code: "coupon_removed" as const, coupon: outcome.couponRemoved }] : [] };
    });
    const list = await findWishlist(db, owner);
    if (list) await removeWishlistItems(db, list.id, [body.items]);
    return c.json({ data: { cart: cartView, wishlist: await view(lang, owner) } }, 200);
  });

  app.openapi(getSharedWishlistRoute, async (c) => {
    const list = await findWishlistByShareToken(db, c.req.valid("param").token);
    if (!list) throw new ApiError(404, "NOT_FOUND", "This share link does not lead to a list. Ask for a new one.");
    return c.json({ data: { items: await items(c.var.info.lang, list) } }, 200);
  });

  return app;
}
