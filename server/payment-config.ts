import { createPayPalProvider } from "#api/payments/paypal/paypal-provider.ts";
import { createStripeProvider } from "#api/payments/stripe/stripe-provider.ts";
import type { PaymentProvider } from "#api/payments/provider.ts";
import type { Env } from "./env.ts";

/** The payment providers whose keys are set (docs/operations.md, "Online payments"). */
export function paymentProvidersFrom(env: Env): Record<string, PaymentProvider> {
  const providers: Record<string, PaymentProvider> = {};
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    providers.stripe = createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}) });
  }
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID) {
    providers.paypal = createPayPalProvider({
      clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, webhookId: env.PAYPAL_WEBHOOK_ID,
      environment: env.PAYPAL_ENVIRONMENT, ...(env.PAYPAL_API_BASE ? { apiBase: env.PAYPAL_API_BASE } : {}),
    });
  }
  return providers;
}

/**
 * Where the providers' hosted pages live: the storefront sends a shopper off the shop only there, and its
 * CSP lets a checkout form's answer lead there. Known on every node, storefront-only ones too (no keys needed).
 */
export function paymentPageOrigins(env: Pick<Env, "STRIPE_API_BASE" | "PAYPAL_API_BASE" | "PAYPAL_ENVIRONMENT">): string[] {
  const origins = ["https://checkout.stripe.com", env.PAYPAL_ENVIRONMENT === "live" ? "https://www.paypal.com" : "https://www.sandbox.paypal.com"];
  for (const base of [env.STRIPE_API_BASE, env.PAYPAL_API_BASE]) if (base) origins.push(new URL(base).origin);
  return [...new Set(origins)];
}
