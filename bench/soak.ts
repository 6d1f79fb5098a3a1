/**
 * `npm run soak`: 60 s of mixed browsing and cart traffic at 50 connections against the production
 * server; the database connection is cut once on the way (PGlite: an injected fault; with --postgres,
 * PostgreSQL's backends are terminated). The server must keep answering (503 and the error page during
 * the cut, never a crash), recover by itself, and lose or duplicate no cart line. Prints the counts;
 * exits non-zero when a rule broke. Options: --postgres, --seconds N, --connections N, --no-build.
 */
import { execFileSync } from "node:child_process";
import pg from "pg";
import { ROOT, startServer } from "./lib/server.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const SECONDS = option("--seconds", 60);
const CONNECTIONS = option("--connections", 50);
const postgres = args.includes("--postgres");
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CUT_AT = Math.round(SECONDS * 0.4);
const CUT_MS = 5000;

interface Tally { ok: number; unavailable: number; unavailableWithErrorPage: number; otherErrors: number; networkErrors: number }
const tally = (): Tally => ({ ok: 0, unavailable: 0, unavailableWithErrorPage: 0, otherErrors: 0, networkErrors: 0 });

async function freshPostgres(): Promise<string> {
  const name = "vetrina_soak";
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString() };
  execFileSync("npx", ["tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env, stdio: "inherit" });
  execFileSync("npx", ["tsx", "scripts/db-seed.ts", "--skip-images"], { cwd: ROOT, env, stdio: "inherit" });
  return url.toString();
}

async function cutDatabase(origin: string, databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) {
    await fetch(`${origin}/__fault/database?ms=${CUT_MS}`, { method: "POST" });
    return `injected fault of ${CUT_MS} ms (PGlite)`;
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [new URL(databaseUrl).pathname.slice(1)]);
  await admin.end();
  return `terminated ${rowCount} PostgreSQL backends`;
}

async function main() {
  if (!args.includes("--no-build")) execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const databaseUrl = postgres ? await freshPostgres() : undefined;
  const server = await startServer({ port: 3260, databaseUrl, env: { FAULT_INJECTION: "true" } });
  const { origin } = server;
  const broken: string[] = [];
  try {
    // What to browse and what to buy, found through the API.
    const get = async <T>(path: string) => ((await (await fetch(`${origin}/web/v1${path}`, { headers: { lang: "it" } })).json()) as { data: T }).data;
    const settings = await get<{ category: { list: { id: number; url: string }[] } }>("/setting");
    const listing = await get<{ products: { id: number; url: string; in_stock: boolean }[] }>("/catalog/products?in_stock=1&per_page=40&sort=price_asc");
    const sellable: { productId: number; variantId: number }[] = [];
    for (const p of listing.products.slice(0, 8)) {
      const detail = await get<{ variants: { id: number; in_stock: boolean; stock: number | null }[] }>(`/catalog/products/${p.id}`);
      const v = detail.variants.find((x) => x.in_stock && x.stock === null);
      if (v) sellable.push({ productId: p.id, variantId: v.id });
    }
    const pages = ["/", ...settings.category.list.slice(0, 4).map((c) => c.url), ...listing.products.slice(0, 8).map((p) => p.url), "/search?search=pasta", "/en/search?search=olive"];

    // Every visitor adds one unit at a time, spread over several variants so no line reaches its cap.
    const VISITORS = CONNECTIONS * 2;
    const acked = new Map<string, number>();   // visitor|variant → adds answered 200
    const unknown = new Map<string, number>(); // answered otherwise: applied or not, nobody can say
    const perVariantCap = 20;
    const views = tally();
    const adds = tally();
    let lastUnavailableAt = 0;
    const okAddsAt: number[] = [];
    let cutDescription = "";
    const started = Date.now();
    const cutStart = started + CUT_AT * 1000;

    const worker = async (index: number) => {
      let n = 0;
      while (Date.now() - started < SECONDS * 1000) {
        n++;
        const visitor = `soakvisitor${String((index * 7 + n) % VISITORS).padStart(12, "0")}`;
        const browse = n % 2 === 0;
        try {
          if (browse) {
            // Every fourth view is the visitor's cart: it reads the database each time, so the cut shows there.
            const path = n % 8 === 0 ? "/cart" : pages[(index + n) % pages.length]!;
            const response = await fetch(`${origin}${path}`, { headers: { cookie: `ia=${visitor}` } });
            const body = await response.text();
            record(views, response.status, body);
          } else {
            const line = sellable[(index + n) % sellable.length]!;
            const key = `${visitor}|${line.variantId}`;
            if ((acked.get(key) ?? 0) + (unknown.get(key) ?? 0) >= perVariantCap) continue;
            const response = await fetch(`${origin}/web/v1/cart/addtocart`, {
              method: "POST", headers: { "content-type": "application/json", ia: visitor, lang: "it" },
              body: JSON.stringify({ items: line.productId, variants: line.variantId, note: "1" }),
            });
            const answer = await response.text();
            if (response.status === 200) acked.set(key, (acked.get(key) ?? 0) + 1);
            else unknown.set(key, (unknown.get(key) ?? 0) + 1);
            record(adds, response.status, answer);
            if (response.status === 200) okAddsAt.push(Date.now());
            if (response.status === 503) lastUnavailableAt = Date.now();
          }
        } catch {
          (browse ? views : adds).networkErrors++;
        }
      }
    };
    const otherAnswers: string[] = [];
    const record = (t: Tally, status: number, body: string) => {
      if (status >= 200 && status < 400) t.ok++;
      else if (status === 503) { t.unavailable++; if (/\/image\/ops\.jpg|Oops/.test(body)) t.unavailableWithErrorPage++; }
      else { t.otherErrors++; otherAnswers.push(`${status} ${body.slice(0, 200)}`); }
    };

    const cutter = (async () => {
      await new Promise((r) => setTimeout(r, CUT_AT * 1000));
      cutDescription = await cutDatabase(origin, databaseUrl);
    })();
    await Promise.all([...Array.from({ length: CONNECTIONS }, (_, i) => worker(i)), cutter]);

    const recoveredAt = okAddsAt.find((at) => at > Math.max(lastUnavailableAt, cutStart)) ?? null;
    if (!server.alive()) throw new Error(`The server died during the run:\n${server.log()}`);
    // Afterwards: every visitor's cart holds what was acknowledged, plus at most the unknown outcomes.
    let lost = 0;
    let duplicated = 0;
    let linesChecked = 0;
    const visitors = new Set([...acked.keys(), ...unknown.keys()].map((k) => k.split("|")[0]!));
    for (const visitor of visitors) {
      const cart = (await (await fetch(`${origin}/web/v1/cart`, { headers: { ia: visitor, lang: "it" } })).json()) as { data: { Items: { variant_id: number; QuantityPurchased: number }[] } };
      for (const line of sellable) {
        const key = `${visitor}|${line.variantId}`;
        const want = acked.get(key) ?? 0;
        const maybe = unknown.get(key) ?? 0;
        if (want + maybe === 0) continue;
        linesChecked++;
        const have = cart.data.Items.find((i) => i.variant_id === line.variantId)?.QuantityPurchased ?? 0;
        if (have < want) lost++;
        if (have > want + maybe) duplicated++;
      }
    }
    const healthy = server.alive() && (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false));

    console.log(`\nSoak — ${SECONDS} s, ${CONNECTIONS} connections, ${postgres ? "PostgreSQL" : "PGlite"}; at ${CUT_AT} s: ${cutDescription}\n`);
    console.log(`page views  ok ${views.ok} · 503 ${views.unavailable} (error page ${views.unavailableWithErrorPage}) · other errors ${views.otherErrors} · network ${views.networkErrors}`);
    console.log(`cart adds   ok ${adds.ok} · 503 ${adds.unavailable} · other errors ${adds.otherErrors} · network ${adds.networkErrors}`);
    console.log(`recovered   ${recoveredAt ? `first add after the last 503: ${((recoveredAt - cutStart) / 1000).toFixed(1)} s after the cut began` : "no successful add after the cut"}`);
    console.log(`cart lines  checked ${linesChecked} · lost ${lost} · duplicated ${duplicated}`);
    console.log(`server      ${healthy ? "alive and healthy" : "NOT healthy"} · ${server.rssMb() ?? "?"} MB resident`);

    if (!healthy) broken.push(`the server is not healthy after the run:\n${server.log()}`);
    if (views.otherErrors + adds.otherErrors > 0) {
      broken.push(`${views.otherErrors + adds.otherErrors} answers were errors other than 503:\n    ${otherAnswers.slice(0, 5).join("\n    ")}`);
    }
    if (views.unavailable !== views.unavailableWithErrorPage) broken.push("a 503 page view came without the error page");
    if (views.networkErrors + adds.networkErrors > 0) broken.push("connections failed (the server stopped answering)");
    if (!recoveredAt) broken.push("the cart never worked again after the cut");
    if (lost + duplicated > 0) broken.push(`${lost} cart lines lost, ${duplicated} duplicated`);
    if (views.unavailable + adds.unavailable === 0) broken.push("the cut was not felt: no 503 at all (was the fault applied?)");
  } finally {
    await server.stop();
  }
  if (broken.length) {
    console.error(`\nSoak failed:\n${broken.map((b) => `  ✗ ${b}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nSoak passed.");
  }
}

main().catch((error) => { console.error(error); process.exit(2); });
