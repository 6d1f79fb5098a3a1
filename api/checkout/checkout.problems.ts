import type { ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { CartRow } from "#api/cart/cart.queries.ts";
import { checkInvoiceData } from "#domain/invoice-data.ts";
import { checkPhone } from "#domain/phone.ts";
import { checkPostalCode } from "#domain/postal-code.ts";
import type { CheckoutPricingResult } from "./checkout.pricing.ts";
import { INVOICE_MESSAGES, type CheckoutCustomer, type InvoiceAddress } from "./checkout.schemas.ts";

const FILL = "Fill in this field.";

/** The invoice address as placement uses it: with same_shipping_address, the street part comes from the shipping address. */
export function effectiveInvoice(cart: CartRow): InvoiceAddress | null {
  const invoice = cart.invoiceAddress as InvoiceAddress | null;
  if (!invoice) return null;
  const ship = cart.shippingAddress as ShippingAddress | null;
  if (!cart.sameShippingAddress || !ship || cart.shippingMode === 2) return invoice;
  return { ...invoice, Address: ship.Street1, City: ship.CityName, Province: ship.StateOrProvince, Country: ship.Country, Cap: ship.PostalCode };
}

/**
 * Step 1 (who and where): what is missing or wrong, by field, with a sentence a person can act on.
 * A signed-in customer's e-mail and name are the account's; a guest must give them.
 */
export function stepOneProblems(cart: CartRow, signedIn: boolean, storeMissing: string[] | null): Record<string, string> {
  const problems: Record<string, string> = {};
  const customer = (cart.customer as CheckoutCustomer | null) ?? {};
  if (!signedIn && !customer.email) problems["Customer.email"] = "Enter your e-mail address: the order confirmation goes there.";
  if (cart.shippingMode === 2) {
    // A signed-in customer collects under the account's name unless they give another.
    if (!signedIn && !customer.name) problems["Customer.name"] = "Enter the first name of the person who collects the order.";
    if (!signedIn && !customer.lastname) problems["Customer.lastname"] = "Enter the last name of the person who collects the order.";
    if (!cart.pickupStoreId) problems.pickupStore = "Choose the store where you will collect the order.";
    else if (storeMissing?.length) problems.pickupStore = `This store does not have: ${storeMissing.join(", ")}. Choose another store or home delivery.`;
  } else {
    const a = (cart.shippingAddress as ShippingAddress | null) ?? {};
    for (const field of ["Name", "Street1", "CityName", "PostalCode", "Country", "Phone"] as const) {
      if (!a[field]) problems[`ShippingAddress.${field}`] = FILL;
    }
    if (a.PostalCode && a.Country && checkPostalCode(a.PostalCode, a.Country)) problems["ShippingAddress.PostalCode"] = "This postal code does not exist in the chosen country.";
    if (a.Phone && a.Country && !checkPhone(a.Phone, a.Country.toUpperCase()).valid) problems["ShippingAddress.Phone"] = "This phone number is not valid for the chosen country.";
  }
  const invoice = effectiveInvoice(cart);
  if (invoice) {
    for (const [field, problem] of Object.entries(checkInvoiceData(invoice))) problems[`InvoiceAddress.${field}`] = INVOICE_MESSAGES[problem];
  }
  return problems;
}

/** Step 2 (how): a delivery method and a payment method that fit the shipping mode. */
export function stepTwoProblems(pricing: CheckoutPricingResult): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!pricing.delivery) problems.delivery_method = "Choose how the order reaches you.";
  if (!pricing.payment) problems.payment_method = "Choose how you will pay.";
  if (pricing.lines.every((l) => l.sellable === 0)) problems.Items = "The cart is empty: add something before checking out.";
  return problems;
}
