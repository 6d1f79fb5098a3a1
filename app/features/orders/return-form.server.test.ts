import { describe, expect, it } from "vitest";
import type { Order } from "#api/orders/orders.schemas.ts";
import { readReturnForm } from "./return-form.server.ts";

const LINE = "6c0e1f3a-1111-4a5b-9d1e-2f3c4b5a6d7e";
const OTHER = "6c0e1f3a-2222-4a5b-9d1e-2f3c4b5a6d7e";
const order = { Items: [{ line_id: LINE, returnable: 2 }, { line_id: OTHER, returnable: 0 }] } as unknown as Order;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the return form", () => {
  it("becomes the API's request: the lines chosen, the reason, the note trimmed", () => {
    expect(readReturnForm(form({ [`qty-${LINE}`]: "2", [`qty-${OTHER}`]: "0", reason: "damaged", note: "  bent  " }), order))
      .toEqual({ ok: true, body: { lines: [{ line_id: LINE, quantity: 2 }], reason: "damaged", note: "bent" } });
  });

  it("names each field to correct, in catalogue keys", () => {
    const read = readReturnForm(form({ [`qty-${LINE}`]: "0", reason: "bored", note: "x".repeat(1001) }), order);
    expect(read).toEqual({ ok: false, errors: { lines: { key: "returns.error.noLine" }, reason: { key: "returns.error.reason" }, note: { key: "returns.error.noteLong", values: { max: "1000" } } } });
  });

  it("never asks back more than can still be returned, nor a quantity that is not a number", () => {
    expect(readReturnForm(form({ [`qty-${LINE}`]: "3", reason: "other" }), order)).toMatchObject({ ok: false, errors: { [`qty-${LINE}`]: { key: "returns.error.tooMany", values: { count: "2" } } } });
    expect(readReturnForm(form({ [`qty-${OTHER}`]: "1", reason: "other" }), order)).toMatchObject({ ok: false, errors: { [`qty-${OTHER}`]: { key: "returns.error.tooMany" } } });
    expect(readReturnForm(form({ [`qty-${LINE}`]: "1.5", reason: "other" }), order)).toMatchObject({ ok: false, errors: { [`qty-${LINE}`]: { key: "returns.error.quantity" } } });
  });
});
