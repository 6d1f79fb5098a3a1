import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { deliveryMethods } from "#db/schema/schema.ts";
import { applyCoupon, changeCart, emptyCartState, lineCap, removeCoupon, reviewLine, settleLines, type CartChange, type CartState } from "#domain/cart.ts";
import type { DeliveryOffer } from "#domain/cart-totals.ts";
import { normalizeCouponCode, refuseCoupon } from "#domain/coupon.ts";
import type { Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";
import { CATALOG_CACHE_MAX_AGE_MS, createKeyedCache } from "#api/http/keyed-cache.ts";
import { ownerFromKey, ownerKey, ownerOf, requireOwner, type Owner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { createCategoryTreeCache } from "#api/catalog/category-tree.ts";
import {
  addToCartRoute, applyCouponRoute, clearCartRoute, deleteCartRoute, deleteSavedCartRoute, getCartRoute, getSummaryRoute,
  listSavedCartsRoute, removeCouponRoute, restoreSavedCartRoute, saveCartRoute, updateCartRoute,
} from "./cart.routes.ts";
import type { Cart, CartMessage, ShippingAddress } from "./cart.schemas.ts";
import {
  deleteCart, findCart, findHeaderCounts, loadSellable, loadVariantFacts, lockCart, stateOf, writeCart, type StoredCart, type VariantFacts,
} from "./cart.queries.ts";
import { COUPON_REFUSAL_MESSAGES, customerUses, findCoupon } from "./coupons.queries.ts";
import { buildCartView } from "./cart.view.ts";
import { deleteSavedCart, findSavedCart, listSavedCarts, saveCart } from "./saved-carts.queries.ts";

export interface CartContext {
  db: Database;
  /** The cart as the storefront shows it, for an owner (or nobody yet). */
  view(lang: Locale, owner: Owner | null, messages?: CartMessage[]): Promise<Cart>;
  /** Runs one change on the owner's locked cart; the answer is the cart afterwards. */
  change(lang: Locale, owner: Owner, run: (stored: StoredCart, tx: Database) => Promise<Outcome>): Promise<Cart>;
  /** What the header shows on every page: the cart's units and the wishlist's product ids, kept per owner. */
  headerCounts(owner: Owner): Promise<HeaderCounts>;
  /** Drops the counts kept for one owner (an ownerKey), or for everyone ("*"): their cart or wishlist changed. */
  forgetCounts(key: string): void;
}

export interface HeaderCounts { count: number; wishlist: number[] }

/** The most owners whose counts one node keeps (about 100 bytes each), the least recently seen going first. */
const HEADER_COUNTS_KEPT = 20_000;

interface Outcome {
  state: CartState<ShippingAddress>;
  messages?: CartMessage[];
  extra?: Parameters<typeof writeCart>[3];
}

export function createCartContext(db: Database): CartContext {
  const trees = createCategoryTreeCache(db);
  const offers = createKeyedCache<"home", DeliveryOffer[]>(async () =>
    db.select({ priceCents: deliveryMethods.priceCents, freeAboveCents: deliveryMethods.freeAboveCents }).from(deliveryMethods)
      .where(and(eq(deliveryMethods.isActive, true), eq(deliveryMethods.shippingMode, 1))), CATALOG_CACHE_MAX_AGE_MS);

  async function view(lang: Locale, owner: Owner | null, messages: CartMessage[] = []): Promise<Cart> {
    const stored = owner ? await findCart(db, owner) : null;
    const [facts, tree, deliveryOffers] = await Promise.all([
      loadVariantFacts(db, lang, stored?.lines.map((l) => l.variantId) ?? []), trees.get(lang), offers.get("home"),
    ]);
    let coupon = stored?.cart.couponCode ? await findCoupon(db, stored.cart.couponCode, lang) : null;
    if (coupon && stored) {
      // A code that stopped applying since (it expired, the cart fell below its minimum) gives no discount;
      // the next change to the cart takes it off for good.
      const itemsCents = stored.lines.reduce((sum, l) => sum + (facts.get(l.variantId)?.priceCents ?? 0) * l.quantity, 0);
      const refusal = refuseCoupon(coupon, { now: new Date(), itemsCents, lineCount: stored.lines.length, customerUses: await customerUses(db, owner!, coupon.code) });
      if (refusal) {
        messages = [...messages, { code: "coupon_removed", coupon: coupon.code }];
        coupon = null;
      }
    }
    return buildCartView({ stored, facts, coupon, deliveryOffers, categories: tree.byId, messages });
  }

  async function change(lang: Locale, owner: Owner, run: (stored: StoredCart, tx: Database) => Promise<Outcome>): Promise<Cart> {
    const messages = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const stored = await lockCart(tx, owner);
      const outcome = await run(stored, tx);
      await writeCart(tx, stored.cart.id, outcome.state, outcome.extra);
      return outcome.messages ?? [];
    });
    return view(lang, owner, messages);
  }

  // Issue 18 §2: asked on every page a visitor with a cart or a wishlist sees. Kept until the owner's cart or
  // wishlist changes (the database says so on every node, migration 0023; a change made through this node drops
  // them at once, api/app.ts), or anything of the catalogue does (stock lowers what a line may hold).
  const counts = createKeyedCache(async (key: string): Promise<HeaderCounts> => {
    const { lines, wishlist } = await findHeaderCounts(db, ownerFromKey(key));
    // Units as the cart page shows them: each line lowered to what may be sold now (reviewLine).
    return { count: lines.reduce((sum, { line, variant }) => sum + reviewLine(line, variant).quantity, 0), wishlist };
  }, CATALOG_CACHE_MAX_AGE_MS, { maxEntries: HEADER_COUNTS_KEPT });

  return {
    db, view, change,
    headerCounts: (owner) => counts.get(ownerKey(owner)),
    forgetCounts: (key) => { if (key === "*") counts.invalidate(); else counts.forget(key); },
  };
}

/** Every line of the cart, plus the variants about to be added, as the catalogue has them now. */
async function settled(tx: Database, lang: Locale, stored: StoredCart, state: CartState<ShippingAddress>, extra: VariantFacts[] = []) {
  const facts = await loadVariantFacts(tx, lang, [...new Set([...state.lines, ...stored.lines].map((l) => l.variantId))]);
  for (const f of extra) facts.set(f.variantId, f);
  return { facts, state: { ...state, lines: settleLines(state.lines, facts) } };
}

function couponMessage(removed: string | null): CartMessage[] {
  return removed ? [{ code: "coupon_removed", coupon: removed }] : [];
}

function applyChange(state: CartState<ShippingAddress>, change: CartChange): Outcome {
  const outcome = changeCart(state, change);
  const messages = couponMessage(outcome.couponRemoved);
  if (outcome.capped) messages.push({ code: "capped", variant_id: outcome.capped.variantId, quantity: outcome.capped.quantity });
  return { state: outcome.state, messages };
}

export function cartRoutes(cart: CartContext) {
  const { db } = cart;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(getCartRoute, async (c) => c.json({ data: await cart.view(c.var.info.lang, ownerOf(c.var.info)) }, 200));

  app.openapi(getSummaryRoute, async (c) => {
    const owner = ownerOf(c.var.info);
    if (!owner) return c.json({ data: { count: 0, wishlist: [] } }, 200);
    return c.json({ data: await cart.headerCounts(owner) }, 200);
  });

  app.openapi(addToCartRoute, async (c) => {
    const body = c.req.valid("json");
    const { lang } = c.var.info;
    const variant = await loadSellable(db, lang, body.items, body.variants);
    if (!variant) throw new ApiError(404, "NOT_FOUND", "This product or variant does not exist.");
    if (!variant.isActive) throw new ApiError(409, "CONFLICT", "This product can no longer be bought.", undefined, "unavailable");
    const data = await cart.change(lang, requireOwner(c.var.info), async (stored, tx) => {
      const fresh = await loadSellable(tx, lang, body.items, body.variants);
      const base = await settled(tx, lang, stored, stateOf(stored), fresh ? [fresh] : []);
      return applyChange(base.state, { kind: "add", variant: fresh ?? variant, quantity: body.note ?? 1 });
    });
    return c.json({ data }, 200);
  });

  app.openapi(updateCartRoute, async (c) => {
    const body = c.req.valid("json");
    const { lang } = c.var.info;
    const data = await cart.change(lang, requireOwner(c.var.info), async (stored, tx) => {
      if (!stored.lines.some((l) => l.variantId === body.variants && l.productId === body.items)) {
        throw new ApiError(404, "NOT_FOUND", "This item is no longer in the cart. Reload the page.");
      }
      const base = await settled(tx, lang, stored, stateOf(stored));
      return applyChange(base.state, { kind: "set", variantId: body.variants, quantity: body.note, variant: base.facts.get(body.variants) });
    });
    return c.json({ data }, 200);
  });

  app.openapi(deleteCartRoute, async (c) => {
    const { variants } = c.req.valid("json");
    const { lang } = c.var.info;
    const data = await cart.change(lang, requireOwner(c.var.info), async (stored, tx) => {
      const base = await settled(tx, lang, stored, stateOf(stored));
      return applyChange(base.state, { kind: "remove", variantIds: variants });
    });
    return c.json({ data }, 200);
  });

  app.openapi(clearCartRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    await deleteCart(db, owner);
    return c.json({ data: await cart.view(c.var.info.lang, owner) }, 200);
  });

  app.openapi(applyCouponRoute, async (c) => {
    const code = normalizeCouponCode(c.req.valid("json").code);
    const { lang } = c.var.info;
    const owner = requireOwner(c.var.info);
    const data = await cart.change(lang, owner, async (stored, tx) => {
      const base = await settled(tx, lang, stored, removeCoupon(stateOf(stored)));
      const sellable = base.state.lines.filter((l) => (base.facts.get(l.variantId)?.isActive ?? false));
      const itemsCents = sellable.reduce((sum, l) => sum + (base.facts.get(l.variantId)?.priceCents ?? 0) * l.quantity, 0);
      const coupon = await findCoupon(tx, code, lang);
      const refusal = refuseCoupon(coupon, { now: new Date(), itemsCents, lineCount: sellable.length, customerUses: await customerUses(tx, owner, code) });
      if (refusal) throw new ApiError(422, "UNPROCESSABLE", COUPON_REFUSAL_MESSAGES[refusal], { code: COUPON_REFUSAL_MESSAGES[refusal] }, refusal);
      return { state: applyCoupon(base.state, code) };
    });
    return c.json({ data }, 200);
  });

  app.openapi(removeCouponRoute, async (c) => {
    const { lang } = c.var.info;
    const data = await cart.change(lang, requireOwner(c.var.info), async (stored) => ({ state: removeCoupon(stateOf(stored)) }));
    return c.json({ data }, 200);
  });

  app.openapi(saveCartRoute, async (c) => {
    const body = c.req.valid("json");
    const owner = requireOwner(c.var.info);
    const current = body.Items ? null : await findCart(db, owner);
    const items = body.Items?.map((i) => ({ productId: i.id, variantId: i.variant_id, quantity: i.QuantityPurchased }))
      ?? current?.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })) ?? [];
    if (items.length === 0) throw new ApiError(422, "UNPROCESSABLE", "The cart is empty: there is nothing to save.", undefined, "empty_cart");
    const saved = await saveCart(db, c.var.info.lang, owner, {
      items, shippingAddress: body.ShippingAddress ?? (current?.cart.shippingAddress as ShippingAddress | null) ?? null,
      pickupStoreId: body.pickupStore ?? current?.cart.pickupStoreId ?? null,
    });
    return c.json({ data: saved }, 201);
  });

  app.openapi(listSavedCartsRoute, async (c) => {
    const owner = ownerOf(c.var.info);
    return c.json({ data: owner ? await listSavedCarts(db, c.var.info.lang, owner) : [] }, 200);
  });

  app.openapi(restoreSavedCartRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { lang } = c.var.info;
    const owner = requireOwner(c.var.info);
    const saved = await findSavedCart(db, owner, id);
    if (!saved) throw new ApiError(404, "NOT_FOUND", "There is no saved cart with this id.");
    const data = await cart.change(lang, owner, async (_stored, tx) => {
      const facts = await loadVariantFacts(tx, lang, saved.items.map((i) => i.variantId));
      let state = emptyCartState<ShippingAddress>();
      let skipped = 0;
      for (const item of saved.items) {
        const variant = facts.get(item.variantId);
        if (!variant || variant.productId !== item.productId || lineCap(variant) === 0) { skipped++; continue; }
        state = changeCart(state, { kind: "add", variant, quantity: item.quantity }).state;
      }
      state = { ...state, shippingAddress: saved.shippingAddress };
      return { state, messages: [{ code: "restored", skipped }], extra: { freeze: true, pickupStoreId: saved.pickupStoreId } };
    });
    return c.json({ data }, 200);
  });

  app.openapi(deleteSavedCartRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteSavedCart(db, requireOwner(c.var.info), id))) throw new ApiError(404, "NOT_FOUND", "There is no saved cart with this id.");
    return c.json({ data: { _id: id, deleted: true as const } }, 200);
  });

  return app;
}
