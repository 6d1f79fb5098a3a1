import { existsSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { nodeClientAddress } from "./client-address.ts";
import path from "node:path";
import v8 from "node:v8";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { CATALOG_CHANNEL, createApi, VISITOR_CHANNEL } from "#api/app.ts";
import { startReservationSweeper } from "#api/payments/reservations.ts";
import { startListingChangesPruner } from "#api/catalog/listing-snapshots.ts";
import { closeDuePayments } from "#api/payments/order-payments.ts";
import { setAnswerCacheBudget, setListingCacheBudget } from "#api/http/keyed-cache.ts";
import { startMailDelivery } from "#api/mail/mail-delivery.ts";
import { chooseMailTransport } from "#api/mail/mail-transport.ts";
import { type DatabaseHandle, isDatabaseEmpty, migrateDatabase, openDatabase } from "#db/client.ts";
import { DataDirLockedError } from "#db/data-dir-lock.ts";
import { createServerApp } from "./app.ts";
import { createCachePurger } from "./cache-purge.ts";
import { catalogueChangeListener } from "./catalogue-changes.ts";
import { createPageCache } from "./page-cache.ts";
import { createKeptPageResponder } from "./page-answer.ts";
import { type Env, EnvError, hasLocalMailbox, loadEnv, MAILBOX_PATH } from "./env.ts";
import { paymentProvidersFrom } from "./payment-config.ts";
import { socialProvidersFrom } from "./social-login-config.ts";
import { orderAccessKey } from "#api/orders/order-access.ts";
import { confirmToken } from "#api/newsletter/newsletter.queries.ts";
import { createLogger, errorFields, type Logger } from "./logger.ts";
import { resolveSessionSecret } from "./session-secret.ts";
import { seedInChildProcess } from "./seed-on-start.ts";
import { PROJECT_ROOT } from "#db/project-root.ts";
import { memoryReport } from "./memory-report.ts";
import { warmUp, type WarmUpState } from "./warm-up.ts";
import { LOCAL_OPERATOR, resolveOperators } from "./operator-key.ts";

const ROOT = PROJECT_ROOT;

async function main() {
  const dev = process.argv.includes("--dev");
  if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(ROOT, env.DATA_DIR);
  const mediaDir = path.join(dataDir, "media");
  // Checked before anything opens: a production node on PostgreSQL without SESSION_SECRET refuses to start.
  const sessionSecret = env.API_BASE_URL ? null : resolveSessionSecret(env, dataDir);

  // Before PGlite's WebAssembly is compiled: V8's optimizing tier would recompile its hot functions in the
  // background, some 50–60 MiB more for little gain on the shop's short queries (docs/performance.md, "Memory").
  if (!env.DATABASE_URL && !env.PGLITE_WASM_TIER_UP) v8.setFlagsFromString("--liftoff-only");
  // A storefront node of a split deployment (API_BASE_URL set) has no database and no API of its own.
  const database = env.API_BASE_URL ? null : await openShopDatabase(env, dataDir, logger);

  setAnswerCacheBudget(env.API_CACHE_MB * 1024 * 1024);
  setListingCacheBudget(env.LISTING_CACHE_MB * 1024 * 1024);
  const staff = resolveOperators(env, dataDir);
  const paymentProviders = paymentProvidersFrom(env);
  const api = database && createApi({
    db: database.db,
    sessionSecret: sessionSecret!,
    mapsApiKey: env.MAPS_API_KEY,
    paymentProviders,
    socialProviders: socialProvidersFrom(env),
    operators: staff.operators,
    mediaDir,
    listingSnapshotDir: path.join(dataDir, "listing-records"),
    searchCountsEveryMs: env.SEARCH_COUNTS_SECONDS * 1000,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    paymentReservationMinutes: env.PAYMENT_RESERVATION_MINUTES,
    logEvent: (level, msg, fields) => logger[level](msg, fields),
    logError: (error, requestId) => logger.error("api error", { uuid: requestId, ...errorFields(error) }),
    logRequest: (fields) => logger.info("api request", fields),
  });

  // Pages kept for visitors without personal state (issue 18 §1): only where the catalogue's changes are heard.
  const pageCache = database && !dev && env.PAGE_CACHE_MB > 0
    ? createPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_SECONDS * 1000 })
    : null;
  const purger = createCachePurger(env.CACHE_PURGE_URLS, logger);
  // What the API and the storefront keep in memory is dropped when the catalogue changes, on this node or
  // any other, and the caches in front are purged.
  // "products:1,2" (or "offers:1,2"): only those products changed, and what can follow them alone is kept
  // (catalogue-changes.ts).
  const stopListening = database && await database.listen(CATALOG_CHANNEL, catalogueChangeListener({
    pageCache, purge: (tags) => purger.purge(tags),
  }));
  // A visitor's cart or wishlist changed (through any node): the header's counts kept for them are dropped.
  const stopListeningToVisitors = database && api && await database.listen(VISITOR_CHANNEL, (owner) => api.visitorChanged(owner));

  // Mails queued in email_outbox go out from every node with a database; SKIP LOCKED keeps them from sending one twice.
  const mailboxUrl = hasLocalMailbox(env) ? new URL(MAILBOX_PATH, env.PUBLIC_BASE_URL).toString() : undefined;
  const mailTransport = database && chooseMailTransport({
    smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, production: env.NODE_ENV === "production", logger,
    ...(mailboxUrl && !env.SMTP_URL ? { localMailboxUrl: mailboxUrl } : {}),
  });
  const mailDelivery = database && mailTransport && startMailDelivery({
    db: database.db, kind: database.kind, transport: mailTransport, publicBaseUrl: env.PUBLIC_BASE_URL, logger,
    orderKey: (orderId) => orderAccessKey(sessionSecret!, orderId),
    confirmToken: (subscriptionId) => confirmToken(sessionSecret!, subscriptionId),
  });

  // Unpaid card and wallet orders give their stock back after PAYMENT_RESERVATION_MINUTES (issue 15).
  // Their providers' pages are closed first, so a payment made meanwhile confirms the order instead.
  const reservations = database && startReservationSweeper({
    db: database.db, minutes: env.PAYMENT_RESERVATION_MINUTES, log: (level, msg, fields) => logger[level](msg, fields),
    closePages: (cutoff) => closeDuePayments(database.db, {
      providers: paymentProviders, publicBaseUrl: env.PUBLIC_BASE_URL, reservationMinutes: env.PAYMENT_RESERVATION_MINUTES,
      log: (msg, fields) => logger.warn(msg, fields),
    }, cutoff),
  });

  // The listing's change log (migration 0030) and its marks are pruned every hour by every node (decision 020, 12).
  const pruner = database && startListingChangesPruner({ db: database.db, log: (msg, fields) => logger.warn(msg, fields) });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let vite: import("vite").ViteDevServer | undefined;
  if (dev) {
    const { createServer: createVite } = await import("vite");
    vite = await createVite({ root: ROOT, server: { middlewareMode: true }, appType: "custom" });
    const server = vite;
    build = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildPath = path.join(ROOT, "build/server/index.js");
    build = (await import(buildPath)) as ServerBuild;
  }

  const sharedCaching = { maxAge: env.SHARED_CACHE_SECONDS, staleWhileRevalidate: env.SHARED_CACHE_STALE_SECONDS, tags: env.CACHE_PURGE_URLS.length > 0 };
  let warming: WarmUpState = api && env.WARM_UP ? "running" : "off";
  const app = createServerApp({
    env, api, database, logger, mediaDir, build, dev, sessionSecret, pageCache, sharedCaching, operationsFromThisMachineOnly: staff.keyFile !== null,
    ...(api ? { warmUp: () => warming } : {}),
    ...(dev ? {} : { clientDir: path.relative(process.cwd(), path.join(ROOT, "build/client")) }),
  });
  const listener = getRequestListener(app.fetch);
  // Most page views of visitors without personal state are sent from the page cache before the app (page-answer.ts).
  const answerFromCache = pageCache && createKeptPageResponder({
    pageCache, shared: sharedCaching, https: env.PUBLIC_BASE_URL.startsWith("https:"), logger,
    ...(api ? { sent: (url: string, req: IncomingMessage) => api.searches.pageSent(url, () => nodeClientAddress(req, env.TRUST_PROXY)) } : {}),
  });
  const server = createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else if (!answerFromCache?.(req, res)) void listener(req, res);
  });
  // Idle connections are kept longer than the clients and proxies in front keep theirs (60 s for the usual load
  // balancers; Node's own 5 s let a client reuse a socket the server was closing: ECONNRESET on its next request).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A catalogue import reads its file as it stages it (issue 19): 100,000 rows take about two minutes on the embedded
  // database, past Node's five-minute default for a whole request at some 300,000. Headers still have their 66 s.
  server.requestTimeout = 20 * 60_000;
  let stopping = false;
  let warmedUp: Promise<void> | undefined;
  server.listen(env.PORT, env.HOST, () => {
    logger.info("Vetrina is serving", {
      url: `http://localhost:${env.PORT}`, database: database?.kind ?? null, api: env.API_BASE_URL ?? "in process", mode: dev ? "development" : "production",
    });
    // A newcomer on the quick start reads the activation e-mail there (issue 19).
    if (database && mailboxUrl && !env.SMTP_URL) logger.info("e-mails are not sent (SMTP_URL is not set): read them in the shop's mailbox", { url: mailboxUrl });
    // The shop owner's commands (npm run catalogue, npm run shop) read this key on this machine (issue 19).
    if (database && staff.keyFile) logger.info("the shop's commands act as the operator owner, with the key in", { file: staff.keyFile, operator: LOCAL_OPERATOR });
    logger.debug("memory", memoryReport());
    // What the pages most first visits land on read, asked once before shoppers ask (issue 23).
    if (api && warming === "running") {
      warmedUp = warmUp({ api, stopped: () => stopping })
        .then((report) => logger.info("warmed up", { ...report }))
        .catch((error: unknown) => logger.warn("the warm-up failed", { error: String(error) }))
        .finally(() => { warming = "done"; });
    }
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping: finishing requests in flight", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // The warm-up ends after the request it is asking (stopping is set), before the database closes.
      await warmedUp;
      // The batch of mails in progress is finished and recorded while the database is still open.
      await mailDelivery?.stop();
      await reservations?.stop();
      await pruner?.stop();
      await vite?.close();
      await stopListening?.();
      await stopListeningToVisitors?.();
      purger.stop();
      // The searches counted since the last minute's write, while the database is still open.
      await api?.close();
      await database?.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Connections idle now are closed at once, and so is each one whose request in flight is answered (a
    // kept-alive connection would otherwise wait out keepAliveTimeout).
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Vetrina could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});

/** OPERATORS, checked on start: a malformed entry or a short key stops the server with one line saying which. */
/** Opens the shop's database, migrates an embedded one, and loads the demo store into an empty one. */
async function openShopDatabase(env: Env, dataDir: string, logger: Logger): Promise<DatabaseHandle> {
  const open = () => openDatabase(env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, ...(env.DATABASE_LISTEN_URL ? { listenUrl: env.DATABASE_LISTEN_URL } : {}) }
    : { dataDir, sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB });
  // A new embedded database is made by the child as well: PGlite runs initdb in a second WebAssembly
  // instance, and the server's memory would keep the high-water mark of both.
  if (!env.DATABASE_URL && env.SEED_ON_START && !existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    logger.info("loading the demo store", { database: "pglite" });
    await seedInChildProcess({ dataDir, logger });
    logger.info("demo store loaded");
  }
  const database = await open();
  // PostgreSQL is migrated by `npm run db:migrate` as a deploy step; the embedded database on start.
  if (database.kind === "pglite") await migrateDatabase(database);
  if (!env.SEED_ON_START || !(await isDatabaseEmpty(database.db))) return database;
  logger.info("loading the demo store", { database: database.kind });
  // The child needs the embedded database's data folder for itself; PostgreSQL's pool stays open.
  if (database.kind === "pglite") await database.close();
  await seedInChildProcess({ dataDir, logger });
  logger.info("demo store loaded");
  return database.kind === "pglite" ? open() : database;
}
