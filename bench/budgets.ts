/**
 * The budgets `npm run bench` holds the shop to (issues 6 and 13); a broken one fails the run with its figure.
 *
 * Two kinds (docs/performance.md, "What fails the tests, what fails the bench"):
 * - what the code decides (bytes, queries, answers other than 2xx, Lighthouse accessibility, best
 *   practices, SEO, layout shift) is the same on any machine, and fails `npm test` (the short bench) too;
 * - what depends on the host's speed at that moment (Lighthouse performance, LCP, TBT, requests per
 *   second) fails only the full bench, where a person reads it with the machine's state in mind.
 */
export const BUDGETS = {
  /**
   * JavaScript a phone downloads on a first visit of a product page until the network is quiet, prefetches
   * included, on the wire (issue 18 §3; bench/lib/bytes.ts). Until issue 18 it was 140 kB gzip counted until
   * hydration, without the code that links prefetch.
   */
  productJsKb: 160,
  /** The order page, the /cancel page of an order still to pay, and the customer's orders and order dialog: the product page's budget. */
  orderJsKb: 160,
  /**
   * The checkout: the product page's budget and the phone field with its number patterns (libphonenumber's
   * core and "max" metadata, about 55 kB on the wire, domain/phone.ts), which only screens with a phone field load.
   */
  checkoutJsKb: 215,
  /** First-visit CSS of any measured page, on the wire (inline CSS included). */
  cssKb: 25,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  /** Cumulative layout shift in Lighthouse's phone run: Core Web Vitals' "good" threshold. */
  cumulativeLayoutShift: 0.1,
  /** Statements a repeated view of a catalogue page sends when nothing changed (personal pages read their own data). */
  repeatViewQueries: 0,
  /** Host speed: the full bench only. */
  lighthousePerformance: 95,
};

/**
 * Issue 18's targets, as its table defines them. Requests per second are shares of a plain Node server's in
 * the same run (the host's speed: full bench only); memory and bytes are the code's (short bench too).
 */
export const TARGETS = {
  anonymousSharePercent: 15,
  cartSharePercent: 0.5,
  rssAfterStartMb: 300,
  rssAfterLoadMb: 400,
  productJsWireKb: 160,
  productHtmlWireKb: 15,
};

/**
 * Targets the code does not meet yet (issue 18 is open, docs/performance.md says where each stands): printed
 * beside the others and reported, but they fail no run until the work that meets them lands and removes them.
 */
export const TARGETS_NOT_YET_HELD = new Set<keyof typeof TARGETS>([]);

/** Pages of one visitor (their cart, checkout, order): each view reads that visitor's own rows. */
const PERSONAL_PAGES = new Set(["cart", "checkout", "order", "payment", "my-orders", "order-dialog", "withdrawal", "product-cart"]);

interface Issue18Figures {
  anonymousProduct: { sharePercent: number };
  productWithCart: { sharePercent: number };
  rssAfterStartMb: number | null;
  rssAfterLoadMb: number | null;
  productJsWireBytes: number | null;
  productHtmlWireBytes: number;
}

interface Results {
  issue18?: Issue18Figures;
  queriesOnRepeatView: Record<string, number>;
  firstVisit: Record<string, { js: { wire: number }; css: { wire: number } }>;
  lighthouse: Record<string, { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number }>;
  ssr: Record<string, { connections: number; non2xx: number }[]>;
  api: Record<string, { non2xx: number }>;
}

/** What the code decides: broken on any machine. */
export function checkCodeBudgets(results: Results): string[] {
  const broken: string[] = [];
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const jsBudgets: Record<string, number> = {
    product: BUDGETS.productJsKb, order: BUDGETS.orderJsKb, payment: BUDGETS.orderJsKb, tracking: BUDGETS.orderJsKb,
    "my-orders": BUDGETS.orderJsKb, "order-dialog": BUDGETS.orderJsKb, withdrawal: BUDGETS.orderJsKb,
    checkout: BUDGETS.checkoutJsKb,
  };
  for (const [page, budget] of Object.entries(jsBudgets)) {
    const visit = results.firstVisit[page];
    if (visit && kb(visit.js.wire) > budget) broken.push(`${page} page JavaScript ${kb(visit.js.wire)} kB > ${budget} kB`);
  }
  for (const [page, bytes] of Object.entries(results.firstVisit)) {
    if (kb(bytes.css.wire) > BUDGETS.cssKb) broken.push(`${page} CSS ${kb(bytes.css.wire)} kB > ${BUDGETS.cssKb} kB`);
  }
  for (const [page, l] of Object.entries(results.lighthouse)) {
    if (l.accessibility < BUDGETS.lighthouseAccessibility) broken.push(`${page} Lighthouse accessibility ${l.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
    if (l.bestPractices < BUDGETS.lighthouseBestPractices) broken.push(`${page} Lighthouse best practices ${l.bestPractices} < ${BUDGETS.lighthouseBestPractices}`);
    if (l.seo < BUDGETS.lighthouseSeo) broken.push(`${page} Lighthouse SEO ${l.seo} < ${BUDGETS.lighthouseSeo}`);
    if (l.cls > BUDGETS.cumulativeLayoutShift) broken.push(`${page} layout shift ${l.cls} > ${BUDGETS.cumulativeLayoutShift}`);
  }
  for (const [page, n] of Object.entries(results.queriesOnRepeatView)) {
    if (!PERSONAL_PAGES.has(page) && n > BUDGETS.repeatViewQueries) broken.push(`${page}: a repeated view sent ${n} database queries (budget ${BUDGETS.repeatViewQueries})`);
  }
  // Answers other than 2xx under load are a fault, not a matter of speed (timeouts, counted as errors, are reported only).
  for (const [page, runs] of Object.entries(results.ssr)) {
    for (const r of runs) if (r.non2xx > 0) broken.push(`${page} at ${r.connections} connections: ${r.non2xx} answers other than 2xx`);
  }
  for (const [name, r] of Object.entries(results.api)) {
    if (r.non2xx > 0) broken.push(`API ${name}: ${r.non2xx} answers other than 2xx`);
  }
  broken.push(...missedTargets(results.issue18).code.filter(([target]) => !TARGETS_NOT_YET_HELD.has(target)).map(([, message]) => message));
  return broken;
}

/** Issue 18's targets missed, by kind. */
export function missedTargets(figures: Issue18Figures | undefined): { code: [keyof typeof TARGETS, string][]; speed: [keyof typeof TARGETS, string][] } {
  const code: [keyof typeof TARGETS, string][] = [];
  const speed: [keyof typeof TARGETS, string][] = [];
  if (!figures) return { code, speed };
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  if (figures.anonymousProduct.sharePercent < TARGETS.anonymousSharePercent) {
    speed.push(["anonymousSharePercent", `anonymous product page ${figures.anonymousProduct.sharePercent} % of the plain server < ${TARGETS.anonymousSharePercent} %`]);
  }
  if (figures.productWithCart.sharePercent < TARGETS.cartSharePercent) {
    speed.push(["cartSharePercent", `product page with a cart ${figures.productWithCart.sharePercent} % of the plain server < ${TARGETS.cartSharePercent} %`]);
  }
  if (figures.rssAfterStartMb !== null && figures.rssAfterStartMb > TARGETS.rssAfterStartMb) {
    code.push(["rssAfterStartMb", `resident memory after start ${figures.rssAfterStartMb} MB > ${TARGETS.rssAfterStartMb} MB`]);
  }
  if (figures.rssAfterLoadMb !== null && figures.rssAfterLoadMb > TARGETS.rssAfterLoadMb) {
    code.push(["rssAfterLoadMb", `resident memory after load ${figures.rssAfterLoadMb} MB > ${TARGETS.rssAfterLoadMb} MB`]);
  }
  if (figures.productJsWireBytes !== null && kb(figures.productJsWireBytes) > TARGETS.productJsWireKb) {
    code.push(["productJsWireKb", `product page JavaScript ${kb(figures.productJsWireBytes)} kB > ${TARGETS.productJsWireKb} kB`]);
  }
  if (kb(figures.productHtmlWireBytes) > TARGETS.productHtmlWireKb) {
    code.push(["productHtmlWireKb", `product page HTML on the wire ${kb(figures.productHtmlWireBytes)} kB > ${TARGETS.productHtmlWireKb} kB`]);
  }
  return { code, speed };
}

/** What depends on the host's speed: read by a person, so it fails the full bench only. */
export function checkSpeedBudgets(results: Pick<Results, "lighthouse" | "issue18">): string[] {
  return [
    ...Object.entries(results.lighthouse)
      .filter(([, l]) => l.performance < BUDGETS.lighthousePerformance)
      .map(([page, l]) => `${page} Lighthouse performance ${l.performance} < ${BUDGETS.lighthousePerformance}`),
    ...missedTargets(results.issue18).speed.filter(([target]) => !TARGETS_NOT_YET_HELD.has(target)).map(([, message]) => message),
  ];
}

/**
 * What fails the run: the code's budgets always; the host's speed only in the full bench. In the short
 * bench (the end of npm test) a missed speed budget is only reported.
 */
export function judgeBudgets(results: Results, mode: "short" | "full"): { failed: string[]; reported: string[] } {
  const code = checkCodeBudgets(results);
  const speed = checkSpeedBudgets(results);
  const missed = missedTargets(results.issue18);
  const notYet = [...missed.code, ...missed.speed].filter(([target]) => TARGETS_NOT_YET_HELD.has(target)).map(([, m]) => `${m} (issue 18, not yet held)`);
  return mode === "full" ? { failed: [...code, ...speed], reported: notYet } : { failed: code, reported: [...speed, ...notYet] };
}
