import { z } from "@hono/zod-openapi";
import { checkInvoiceData, type InvoiceProblem } from "#domain/invoice-data.ts";
import { checkPhone } from "#domain/phone.ts";
import { checkPostalCode } from "#domain/postal-code.ts";
import { ENTITY_ID } from "#api/http/request-schemas.ts";
import { SHIPPING_ADDRESS } from "#api/cart/cart.schemas.ts";

const TEXT = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const CUSTOMER = z.strictObject({
  name: TEXT(80).optional(), lastname: TEXT(80).optional(),
  email: z.email("Enter an e-mail address such as name@example.com.").max(254).optional(),
  company: TEXT(120).optional(), newsletter: z.boolean().optional(),
}).openapi("CheckoutCustomer");
export type CheckoutCustomer = z.infer<typeof CUSTOMER>;

export const INVOICE_ADDRESS = z.strictObject({
  Company: TEXT(120).optional(), Address: TEXT(200).optional(), City: TEXT(120).optional(), Province: TEXT(80).optional(),
  Country: z.string().trim().regex(/^[A-Za-z]{2}$/, "Give a two-letter country code.").optional(),
  Cap: TEXT(12).optional(), Vat: TEXT(20).optional(), Fiscalcode: TEXT(16).optional(), Sdi: TEXT(7).optional(),
  Pec: TEXT(254).optional(), Reference: TEXT(120).optional(),
}).openapi("InvoiceAddress");
export type InvoiceAddress = z.infer<typeof INVOICE_ADDRESS>;

/** What each invoice problem asks the person to do. */
export const INVOICE_MESSAGES: Record<InvoiceProblem, string> = {
  required: "Fill in this field.",
  postal_code: "This postal code does not exist in the chosen country.",
  fiscal_code: "This Codice Fiscale is not valid: check the 16 characters.",
  vat_number: "This VAT number is not valid for the chosen country.",
  sdi_code: "The SDI code has exactly 7 letters or digits.",
  pec: "Enter the PEC address as name@example.com.",
  sdi_or_pec: "Give an SDI code or a PEC address to receive the electronic invoice.",
  vat_or_fiscal_code: "Give a Codice Fiscale or a Partita IVA.",
};

export const UPDATE_CHECKOUT_BODY = z.strictObject({
  Customer: CUSTOMER.optional(),
  ShippingAddress: SHIPPING_ADDRESS.nullable().optional(),
  InvoiceAddress: INVOICE_ADDRESS.nullable().optional().openapi({ description: "null: no invoice needed" }),
  same_shipping_address: z.boolean().optional().openapi({ description: "The invoice goes to the shipping address" }),
  shippingMode: z.union([z.literal(1), z.literal(2)]).optional().openapi({ description: "1 home delivery, 2 store pickup" }),
  pickupStore: ENTITY_ID.nullable().optional(),
  delivery_method: ENTITY_ID.nullable().optional(),
  payment_method: ENTITY_ID.nullable().optional(),
  step: z.union([z.literal(1), z.literal(2)]).optional()
    .openapi({ description: "2 moves on to step 2 once step 1 is complete; 1 is goToStep1 (everything is kept)" }),
}).superRefine((body, ctx) => {
  // What a field can be checked against on its own is checked here, before anything is saved.
  const address = body.ShippingAddress;
  if (address?.Phone && address.Country && !checkPhone(address.Phone, address.Country.toUpperCase()).valid) {
    ctx.addIssue({ code: "custom", path: ["ShippingAddress", "Phone"], message: "This phone number is not valid for the chosen country." });
  }
  if (address?.PostalCode && address.Country) {
    const wrong = checkPostalCode(address.PostalCode, address.Country);
    if (wrong) ctx.addIssue({ code: "custom", path: ["ShippingAddress", "PostalCode"], message: `This postal code does not exist in the chosen country (e.g. ${wrong.example}).` });
  }
  if (body.InvoiceAddress) {
    const problems = checkInvoiceData(body.InvoiceAddress);
    for (const [field, problem] of Object.entries(problems)) {
      // Missing fields are reported when moving on (step 2), not while the shopper is still typing.
      if (problem !== "required" && problem !== "sdi_or_pec" && problem !== "vat_or_fiscal_code") {
        ctx.addIssue({ code: "custom", path: ["InvoiceAddress", field], message: INVOICE_MESSAGES[problem] });
      }
    }
  }
}).openapi("UpdateCheckoutRequest");
export type UpdateCheckout = z.infer<typeof UPDATE_CHECKOUT_BODY>;

export const PLACE_ORDER_BODY = z.strictObject({
  expected_total: z.number().min(0).max(10_000_000)
    .openapi({ description: "The total (EUR) of the summary the shopper saw; another total now is a 409 saying what changed", example: 64.9 }),
  accept_terms: z.literal(true, "Accept the terms of sale to place the order."),
  accept_privacy: z.literal(true, "Accept the privacy notice to place the order."),
  confirm_age: z.boolean().optional()
    .openapi({ description: "The buyer confirms they are old enough for the products sold to adults only in the cart (CartItem.min_age); required then" }),
  note: TEXT(500).optional().openapi({ description: "A note for the shop" }),
}).openapi("PlaceOrderRequest");
export type PlaceOrder = z.infer<typeof PLACE_ORDER_BODY>;

export const IDEMPOTENCY_HEADERS = z.object({
  "idempotency-key": z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Send an Idempotency-Key header of 16 to 64 letters, digits, - or _ (a UUID), the same for every retry of this order.")
    .openapi({ param: { name: "idempotency-key", in: "header" }, description: "Idempotency-Key (header names are case-insensitive)", example: "5d0c7e5e-2b8e-4a8e-b1f7-1f8e2f6b8c3a" }),
});
