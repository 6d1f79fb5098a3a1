import { startPayPalPeer } from "./paypal-peer.ts";
import { startStripePeer } from "./stripe-peer.ts";
import { startOpenIdPeer } from "./openid-peer.ts";
import { startGitHubPeer } from "./github-peer.ts";

// Test support only: the payment providers' local peers as one process, for the browser journeys
// (playwright.config.ts starts it beside the shop). Each peer speaks its provider's documented HTTP API
// and notifies the shop's webhook endpoint as the provider would. Stripe answers on PEERS_PORT, PayPal on the next port,
// a real OpenID provider (oidc-provider, for social login) on the one after, then GitHub's OAuth App pages
// (github.com) and its REST API (api.github.com) on the two after that.

export const E2E_STRIPE = { secretKey: "sk_test_e2e_vetrina", webhookSecret: "whsec_e2e_vetrina" };
/** The shop's staff in the browser journeys (the operations API ships orders for them). */
export const E2E_OPERATOR = { name: "e2e", key: "e2e-operator-key-0123456789abcdef" };
/** The shop's client at the local OpenID provider (social login, issue 17): it answers on PEERS_PORT + 2. */
export const E2E_OPENID = { clientId: "vetrina-e2e", clientSecret: "vetrina-e2e-openid-secret-0123456789", name: "Local ID" };
/** The shop's OAuth App at the local GitHub peer: github.com on PEERS_PORT + 3, api.github.com on PEERS_PORT + 4. */
export const E2E_GITHUB = { clientId: "Iv1.e2evetrina", clientSecret: "vetrina-e2e-github-secret-0123456789" };
export const E2E_PAYPAL = { clientId: "e2e-client-vetrina", clientSecret: "e2e-secret-vetrina", webhookId: "WH-E2E-VETRINA" };

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PEERS_PORT ?? 4210);
  const shop = process.env.PEERS_SHOP_URL ?? "http://localhost:3210";
  const stripe = await startStripePeer({ ...E2E_STRIPE, webhookUrl: `${shop}/web/v1/payments/stripe/webhook`, port });
  const paypal = await startPayPalPeer({ ...E2E_PAYPAL, webhookUrl: `${shop}/web/v1/payments/paypal/webhook`, port: port + 1 });
  const openid = await startOpenIdPeer({ ...E2E_OPENID, redirectUri: `${shop}/social-login/callback`, port: port + 2 });
  const github = await startGitHubPeer({ ...E2E_GITHUB, redirectUri: `${shop}/social-login/callback`, port: port + 3, apiPort: port + 4 });
  process.stdout.write(`peers: stripe ${stripe.base}, paypal ${paypal.base}, openid ${openid.issuer}, github ${github.base} (api ${github.api})\n`);
  const stop = () => { void Promise.all([stripe.close(), paypal.close(), openid.close(), github.close()]).then(() => process.exit(0)); };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
