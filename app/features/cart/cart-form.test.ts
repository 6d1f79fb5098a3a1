import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { COUPON_REFUSALS } from "#domain/coupon.ts";
import { CART_FORM, COUPON_CODE } from "./cart-form.server.ts";
import { checkCouponCode, readCartNotices, writeCartNotices } from "./cart-form.ts";

describe("CART_FORM", () => {
  it("reads a product page's add, the quantity as a number", () => {
    expect(CART_FORM.parse({ intent: "add", product_id: "11", variant_id: "22", quantity: "2" }))
      .toEqual({ intent: "add", product_id: 11, variant_id: 22, quantity: 2 });
  });
  it.each([
    { intent: "add", product_id: "0", variant_id: "1" },
    { intent: "add", product_id: "1", variant_id: "x" },
    { intent: "update", product_id: "1", variant_id: "1", quantity: "-1" },
    { intent: "update", product_id: "1", variant_id: "1", quantity: "1e3" },
    { intent: "coupon", code: "" },
    { intent: "coupon", code: "X".repeat(41) },
    { intent: "drop-table" },
  ])("refuses %j", (fields) => {
    expect(CART_FORM.safeParse(fields).success).toBe(false);
  });
});

describe("checkCouponCode", () => {
  const schemaError = (code: string) => {
    const result = COUPON_CODE.safeParse(code);
    return result.success ? null : result.error.issues[0]!.message;
  };
  it.each(["BENVENUTO10", "  benvenuto10 ", "", "   ", "X".repeat(40), ` ${"X".repeat(40)} `, "X".repeat(41)])("answers %j as the action's schema does", (code) => {
    expect(checkCouponCode(code)).toBe(schemaError(code));
  });
});

describe("cart notices in the URL", () => {
  it("round-trip", () => {
    const notices = { done: "update" as const, couponRemoved: "BENVENUTO10", capped: { variantId: 22, quantity: 25 }, reason: "unsellable" as const };
    expect(readCartNotices(new URL(`http://x/cart${writeCartNotices(notices)}`).searchParams)).toEqual(notices);
  });
  it("carry buy again's order, and only with buy again", () => {
    const notices = { done: "buy-again" as const, couponRemoved: null, capped: null, reason: null, order: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e" };
    expect(readCartNotices(new URL(`http://x/cart${writeCartNotices(notices)}`).searchParams)).toEqual(notices);
    expect(readCartNotices(new URLSearchParams("done=add&order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e")).order).toBeUndefined();
    expect(readCartNotices(new URLSearchParams("done=buy-again&order=../../x")).order).toBeUndefined();
  });
  it("ignore anything that is not theirs", () => {
    expect(readCartNotices(new URLSearchParams("done=<script>&coupon_removed=%3Cb%3E&capped=1.2.3&reason=%3Cb%3E"))).toEqual({ done: null, couponRemoved: null, capped: null, reason: null });
  });
});

describe("messages chosen at run time", () => {
  const keys = [
    ...COUPON_REFUSALS.map((reason) => `coupon.refused.${reason}`),
    "cart.error.invalid", "cart.error.notFound", "cart.error.quantity", "cart.error.unavailable", "coupon.error.missing", "coupon.error.tooLong",
    "savedCarts.notFound", "cart.reason.empty", "cart.reason.unsellable",
  ];
  it.each(SUPPORTED_LOCALES)("exist in %s", (lang) => {
    const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../i18n/messages/${lang}.json`), "utf8")) as Record<string, string>;
    expect(keys.filter((key) => !messages[key])).toEqual([]);
  });
});
