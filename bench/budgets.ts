/** The budgets `npm run bench` holds the shop to (issue 6); a broken one fails the run with its figure. */
export const BUDGETS = {
  /** First-visit JavaScript of a product page, gzip. */
  productJsGzipKb: 140,
  /** First-visit CSS of any measured page, gzip (inline CSS included). */
  cssGzipKb: 25,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  /** Statements a repeated view of a catalogue page sends when nothing changed (the cart reads its own lines). */
  repeatViewQueries: 0,
};

interface Results {
  queriesOnRepeatView: Record<string, number>;
  firstVisit: Record<string, { js: { gzip: number }; css: { gzip: number } }>;
  lighthouse: Record<string, { performance: number; accessibility: number }>;
  ssr: Record<string, { connections: number; non2xx: number }[]>;
  api: Record<string, { non2xx: number }>;
}

export function checkBudgets(results: Results): string[] {
  const broken: string[] = [];
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const product = results.firstVisit.product;
  if (product && kb(product.js.gzip) > BUDGETS.productJsGzipKb) {
    broken.push(`product page JavaScript ${kb(product.js.gzip)} kB gzip > ${BUDGETS.productJsGzipKb} kB`);
  }
  for (const [page, bytes] of Object.entries(results.firstVisit)) {
    if (kb(bytes.css.gzip) > BUDGETS.cssGzipKb) broken.push(`${page} CSS ${kb(bytes.css.gzip)} kB gzip > ${BUDGETS.cssGzipKb} kB`);
  }
  for (const [page, l] of Object.entries(results.lighthouse)) {
    if (l.performance < BUDGETS.lighthousePerformance) broken.push(`${page} Lighthouse performance ${l.performance} < ${BUDGETS.lighthousePerformance}`);
    if (l.accessibility < BUDGETS.lighthouseAccessibility) broken.push(`${page} Lighthouse accessibility ${l.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
  }
  for (const [page, n] of Object.entries(results.queriesOnRepeatView)) {
    if (page !== "cart" && n > BUDGETS.repeatViewQueries) broken.push(`${page}: a repeated view sent ${n} database queries (budget ${BUDGETS.repeatViewQueries})`);
  }
  // Answers other than 2xx under load are a fault, not a matter of speed (timeouts, counted as errors, are reported only).
  for (const [page, runs] of Object.entries(results.ssr)) {
    for (const r of runs) if (r.non2xx > 0) broken.push(`${page} at ${r.connections} connections: ${r.non2xx} answers other than 2xx`);
  }
  for (const [name, r] of Object.entries(results.api)) {
    if (r.non2xx > 0) broken.push(`API ${name}: ${r.non2xx} answers other than 2xx`);
  }
  return broken;
}
