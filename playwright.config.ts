import { defineConfig, devices } from "@playwright/test";
import { E2E_GITHUB, E2E_OPENID, E2E_OPERATOR, E2E_PAYPAL, E2E_STRIPE } from "./tests/peers/serve-peers.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = ".e2e-data";
/** The payment providers', the OpenID provider's and GitHub's local peers (tests/peers/serve-peers.ts); the shop gets their keys and addresses. */
const PEERS_PORT = Number(process.env.E2E_PEERS_PORT ?? PORT + 1000);
const PAYMENT_ENV = [
  `STRIPE_SECRET_KEY=${E2E_STRIPE.secretKey} STRIPE_WEBHOOK_SECRET=${E2E_STRIPE.webhookSecret} STRIPE_API_BASE=http://127.0.0.1:${PEERS_PORT}`,
  `PAYPAL_CLIENT_ID=${E2E_PAYPAL.clientId} PAYPAL_CLIENT_SECRET=${E2E_PAYPAL.clientSecret} PAYPAL_WEBHOOK_ID=${E2E_PAYPAL.webhookId} PAYPAL_API_BASE=http://127.0.0.1:${PEERS_PORT + 1}`,
  `OPERATORS=${E2E_OPERATOR.name}:${E2E_OPERATOR.key}`,
  // Social login through the local OpenID provider (tests/peers/openid-peer.ts).
  `SOCIAL_OIDC_ISSUER=http://127.0.0.1:${PEERS_PORT + 2} SOCIAL_OIDC_CLIENT_ID=${E2E_OPENID.clientId} SOCIAL_OIDC_CLIENT_SECRET=${E2E_OPENID.clientSecret} SOCIAL_OIDC_NAME="${E2E_OPENID.name}"`,
  // GitHub (OAuth 2) through the local peer of its OAuth App and REST contract (tests/peers/github-peer.ts).
  `SOCIAL_GITHUB_CLIENT_ID=${E2E_GITHUB.clientId} SOCIAL_GITHUB_CLIENT_SECRET=${E2E_GITHUB.clientSecret} SOCIAL_GITHUB_BASE_URL=http://127.0.0.1:${PEERS_PORT + 3} SOCIAL_GITHUB_API_URL=http://127.0.0.1:${PEERS_PORT + 4}`,
].join(" ");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Upper bounds for events, never sleeps: a busy machine (one core taken by another process) only makes
  // a journey slower, so the bounds leave room for it (issue 13).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [{
    command: `npx tsx tests/peers/serve-peers.ts`,
    env: { PEERS_PORT: String(PEERS_PORT), PEERS_SHOP_URL: `http://localhost:${PORT}` },
    url: `http://127.0.0.1:${PEERS_PORT}/_peer/health`,
    timeout: 60_000,
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "ignore",
    stderr: "pipe",
  }, {
    // A fresh database each run; the drawn images are kept between runs to save time.
    command: `rm -rf ${DATA_DIR}/pglite ${DATA_DIR}/vetrina.lock && npm run build && npx cross-env NODE_ENV=production HOST=127.0.0.1 PORT=${PORT} DATA_DIR=${DATA_DIR} LOG_LEVEL=warn DEV_MAILBOX=true TRUST_PROXY=true SEARCH_COUNTS_SECONDS=1 PUBLIC_BASE_URL=http://localhost:${PORT} ${PAYMENT_ENV} node build/node/main.js`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    // E2E_REUSE=1 runs against a server already started on E2E_PORT (development only).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "ignore",
    stderr: "pipe",
  }],
});
