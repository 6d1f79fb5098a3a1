import { describe, expect, it } from "vitest";
import type { Address } from "#app/features/account/account-types.ts";
import { errorsFromApi, readPlaceForm, readStepOne } from "./checkout-form.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const GUEST = { email: "anna@example.com", name: "Anna", lastname: "Rossi" };
const ADDRESS = { Street1: "Via Roma 12", PostalCode: "40121", CityName: "Bologna", Country: "IT", telephone: "347 123 4567", telephone_country: "IT" };
const SAVED: Address = {
  AddressID: "0b0c5f7e-2f4e-4a4c-9a53-6e3b0f0a1d2c", Name: "Anna Rossi", Company: null, Street1: "Friedrichstraße 43", Street2: null, CityName: "Berlin",
  StateOrProvince: null, PostalCode: "10117", Country: "DE", Phone: "+49301234567", isDefault: true,
} as Address;
const guest = { signedIn: false, addresses: [] };

describe("step 1 as the API's update", () => {
  it("sends a guest's delivery with the phone in E.164, the name as recipient, and moves on", () => {
    const { body, errors, saveAddress } = readStepOne(form({ ...GUEST, shippingMode: "1", ...ADDRESS }), guest);
    expect(errors).toEqual({});
    expect(saveAddress).toBeNull();
    expect(body).toEqual({
      shippingMode: 1, step: 2, Customer: { ...GUEST, newsletter: false }, InvoiceAddress: null,
      ShippingAddress: { Name: "Anna Rossi", Street1: "Via Roma 12", CityName: "Bologna", PostalCode: "40121", Country: "IT", Phone: "+393471234567" },
    });
  });

  it("names every missing field with a catalogue key and sends nothing of a wrong one", () => {
    const { errors } = readStepOne(form({ shippingMode: "1", PostalCode: "401", Country: "IT", telephone: "12" }), guest);
    expect(errors).toMatchObject({
      email: { key: "checkout.error.emailMissing" }, name: { key: "checkout.error.required" }, lastname: { key: "checkout.error.required" },
      Name: { key: "checkout.error.required" }, Street1: { key: "checkout.error.required" }, CityName: { key: "checkout.error.required" },
      PostalCode: { key: "checkout.error.postalCode", values: { example: expect.any(String) } }, telephone: { key: "checkout.error.phone" },
    });
  });

  it("takes a customer's saved address by its id, and another customer's id as no address", () => {
    const customer = { signedIn: true, addresses: [SAVED] };
    const { body, errors } = readStepOne(form({ shippingMode: "1", address_id: SAVED.AddressID }), customer);
    expect(errors).toEqual({});
    expect(body.Customer).toBeUndefined();
    expect(body.ShippingAddress).toMatchObject({ AddressID: SAVED.AddressID, Street1: "Friedrichstraße 43", Country: "DE", Phone: "+49301234567" });
    const foreign = readStepOne(form({ shippingMode: "1", address_id: "11111111-2222-4333-8444-555555555555" }), customer);
    expect(foreign.errors.Street1).toEqual({ key: "checkout.error.required" });
  });

  it("names a customer's new address after the account when the recipient is left empty", () => {
    const { body, errors } = readStepOne(form({ shippingMode: "1", address_id: "new", ...ADDRESS }), { signedIn: true, addresses: [SAVED], name: "Anna Rossi" });
    expect(errors).toEqual({});
    expect(body.ShippingAddress?.Name).toBe("Anna Rossi");
  });

  it("keeps a new address for the address book only when a customer asks", () => {
    const customer = { signedIn: true, addresses: [SAVED] };
    expect(readStepOne(form({ shippingMode: "1", address_id: "new", Name: "Anna", ...ADDRESS, save_address: "on" }), customer).saveAddress).toMatchObject({ Street1: "Via Roma 12" });
    expect(readStepOne(form({ shippingMode: "1", address_id: "new", Name: "Anna", ...ADDRESS }), customer).saveAddress).toBeNull();
  });

  it("sends a pickup store and no address; a pickup without a store is a field error", () => {
    expect(readStepOne(form({ ...GUEST, shippingMode: "2", pickupStore: "3", newsletter: "on", ...ADDRESS }), guest).body)
      .toEqual({ shippingMode: 2, step: 2, Customer: { ...GUEST, newsletter: true }, pickupStore: 3, InvoiceAddress: null });
    expect(readStepOne(form({ ...GUEST, shippingMode: "2", pickupStore: "x" }), guest).errors).toEqual({ pickupStore: { key: "checkout.error.store" } });
  });

  it("checks an Italian invoice with the maintained libraries, the street part from the delivery address", () => {
    const invoice = { need_invoice: "on", same_shipping_address: "on", inv_Company: "Rossi S.r.l.", inv_Vat: "00743110157", inv_Sdi: "m5uxcr1" };
    const { body, errors } = readStepOne(form({ ...GUEST, shippingMode: "1", ...ADDRESS, ...invoice, inv_Fiscalcode: "RSSMRA85T10A562S" }), guest);
    expect(errors).toEqual({});
    expect(body.same_shipping_address).toBe(true);
    expect(body.InvoiceAddress).toEqual({
      Company: "Rossi S.r.l.", Fiscalcode: "RSSMRA85T10A562S", Vat: "00743110157", Sdi: "M5UXCR1", Address: "Via Roma 12", Cap: "40121", City: "Bologna", Country: "IT",
    });
    const wrong = readStepOne(form({ ...GUEST, shippingMode: "1", ...ADDRESS, ...invoice, inv_Fiscalcode: "RSSMRA85T10A562X", inv_Sdi: "" }), guest);
    expect(wrong.errors).toEqual({ inv_Fiscalcode: { key: "checkout.invoiceError.fiscal_code" }, inv_Sdi: { key: "checkout.invoiceError.sdi_or_pec" } });
  });

  it("refuses what is longer than the API takes, naming the limit", () => {
    expect(readStepOne(form({ ...GUEST, shippingMode: "1", ...ADDRESS, Street1: "x".repeat(201) }), guest).errors.Street1).toEqual({ key: "checkout.error.tooLong", values: { max: "200" } });
  });
});

describe("step 2 as posted", () => {
  it("reads the choices, the acceptances and what the shopper saw", () => {
    const { fields, errors } = readPlaceForm(form({ delivery_method: "1", payment_method: "4", accept_terms: "on", accept_privacy: "on", expected_total: "12.30", idempotency_key: "cart-0b0c5f7e-2f4e-4a4c-9a53-6e3b0f0a1d2c" }));
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ delivery_method: 1, payment_method: 4, accept_terms: true, expected_total: 12.3, idempotency_key: "cart-0b0c5f7e-2f4e-4a4c-9a53-6e3b0f0a1d2c", note: "" });
  });

  it("says what is missing, and drops a tampered total or key rather than sending it", () => {
    const { fields, errors } = readPlaceForm(form({ expected_total: "1e9", idempotency_key: "<script>" }));
    expect(Object.keys(errors).sort()).toEqual(["accept_privacy", "accept_terms", "delivery_method", "payment_method"]);
    expect(fields.expected_total).toBeNull();
    expect(fields.idempotency_key).toBeNull();
  });
});

describe("the API's problems as field errors", () => {
  it("maps the API's field names to the form's, and its reasons to catalogue keys", () => {
    expect(errorsFromApi({
      "Customer.email": "Enter your e-mail address: the order confirmation goes there.", "ShippingAddress.Phone": "This phone number is not valid for the chosen country.",
      "ShippingAddress.Street1": "Fill in this field.", pickupStore: "This store does not have: Trofie.", payment_method: "Choose how you will pay.",
    }, null, true)).toEqual({
      email: { key: "checkout.error.email" }, telephone: { key: "checkout.error.phone" }, Street1: { key: "checkout.error.required" },
      pickupStore: { key: "checkout.error.storeLacks" }, payment_method: { key: "checkout.error.payment" },
    });
  });

  it("tells an invoice problem by the same rules the API used", () => {
    expect(errorsFromApi({ "InvoiceAddress.Vat": "This VAT number is not valid for the chosen country." }, { Country: "IT", Vat: "12345678901", Address: "x", City: "y", Cap: "40121", Company: "z", Sdi: "M5UXCR1" }, false))
      .toEqual({ inv_Vat: { key: "checkout.invoiceError.vat_number" } });
  });
});
