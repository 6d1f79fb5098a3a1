import { describe, expect, it } from "vitest";
import { isVisitorAction } from "./visitor.ts";

const form = (intent: string) => {
  const data = new FormData();
  data.set("intent", intent);
  return data;
};

describe("isVisitorAction (posts after which the shop's settings are not loaded again)", () => {
  it("counts cart, wishlist and saved-cart posts in every language", () => {
    for (const action of ["/cart", "/en/wishlist", "/de/profile/cart"]) expect(isVisitorAction(action), action).toBe(true);
    expect(isVisitorAction("/en/newsletter")).toBe(false);
    expect(isVisitorAction(undefined)).toBe(false);
  });

  it("counts the customer's own details and addresses, but not signing in or out (spec §4: logout refreshes the settings)", () => {
    for (const intent of ["profile", "address-save", "address-delete", "register"]) expect(isVisitorAction("/fr/profile", form(intent)), intent).toBe(true);
    for (const intent of ["login", "logout", "delete-account"]) expect(isVisitorAction("/profile?done=address", form(intent)), intent).toBe(false);
  });
});
