import type { AppLoadContext } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { ApiRequestError, apiReason, type ApiClient } from "#app/lib/api-client.server.ts";
import { redirectOnSite, redirectToPaymentPage } from "#app/lib/redirect.ts";

export const orderPagePath = (lang: Locale, id: string) => `${localizedPath(lang, "/order-success")}?order=${id}`;
export const cancelPagePath = (lang: Locale, id: string) => `${localizedPath(lang, "/cancel")}?order=${id}`;

/**
 * Off to the provider's hosted page for an order waiting for its card or wallet payment (issue 15): the
 * API opens it (or the one still open) with the shop's way back, in the shopper's language. When it
 * cannot (the provider is out of reach, the time to pay is over), the /cancel page says so and offers
 * the other ways; a payment that went through meanwhile shows the order.
 */
export async function sendToPaymentPage(args: { lang: Locale; context: AppLoadContext; api: ApiClient; orderId: string }): Promise<Response> {
  const { lang, context, api, orderId } = args;
  try {
    const { data } = await api.post<{ data: { redirect_url: string } }>(`/orders/${orderId}/payment`, {
      success_path: orderPagePath(lang, orderId), cancel_path: cancelPagePath(lang, orderId),
    });
    try {
      return redirectToPaymentPage(data.redirect_url, context.paymentPageOrigins);
    } catch (refused) {
      // A page at an origin the server does not know (a provider's custom domain not configured): never followed.
      context.log("error", "a payment page at an unknown origin was not followed", { order: orderId, error: String(refused) });
      return redirectOnSite(`${cancelPagePath(lang, orderId)}&problem=provider_unavailable`, 303);
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 401) throw error;
    const reason = apiReason(error.body);
    // Paid, or being paid by a method that settles later: the order's page says which.
    if (reason === "already_paid" || reason === "not_awaiting_payment" || reason === "payment_processing") return redirectOnSite(orderPagePath(lang, orderId), 303);
    context.log("warn", "the payment page could not be opened", { order: orderId, status: error.status, reason });
    return redirectOnSite(`${cancelPagePath(lang, orderId)}&problem=${encodeURIComponent(reason ?? "provider_unavailable")}`, 303);
  }
}
