import { describe, expect, it } from "vitest";
import { checkCodeBudgets, checkSpeedBudgets, judgeBudgets, missedTargets, TARGETS_NOT_YET_HELD } from "./budgets.ts";

const lighthouse = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
const healthy = () => ({
  queriesOnRepeatView: { home: 0, cart: 7 },
  firstVisit: { product: { js: { wire: 137 * 1024 }, css: { wire: 7.5 * 1024 } } },
  lighthouse: { home: { ...lighthouse }, product: { ...lighthouse } },
  ssr: { home: [{ connections: 10, non2xx: 0 }] },
  api: { settings: { non2xx: 0 } },
});

describe("the bench's budgets", () => {
  it("hold for a healthy run", () => {
    expect(checkCodeBudgets(healthy())).toEqual([]);
    expect(checkSpeedBudgets(healthy())).toEqual([]);
  });

  it("count a slow host's performance score only as a speed budget, which the short bench does not gate", () => {
    const results = healthy();
    results.lighthouse.product.performance = 80;
    expect(checkCodeBudgets(results)).toEqual([]);
    expect(checkSpeedBudgets(results)).toEqual(["product Lighthouse performance 80 < 95"]);
  });

  it("break on what the code decides, on any machine", () => {
    const results = healthy();
    results.firstVisit.product.js.wire = 161 * 1024;
    results.lighthouse.home = { ...lighthouse, accessibility: 98, bestPractices: 96, seo: 92, cls: 0.15 };
    results.queriesOnRepeatView.home = 2;
    results.ssr.home[0]!.non2xx = 3;
    results.api.settings.non2xx = 1;
    expect(checkCodeBudgets(results)).toEqual([
      "product page JavaScript 161 kB > 160 kB",
      "home Lighthouse accessibility 98 < 100",
      "home Lighthouse best practices 96 < 100",
      "home Lighthouse SEO 92 < 100",
      "home layout shift 0.15 > 0.1",
      "home: a repeated view sent 2 database queries (budget 0)",
      "home at 10 connections: 3 answers other than 2xx",
      "API settings: 1 answers other than 2xx",
    ]);
  });

  it("hold the checkout and the order page to JavaScript budgets of their own", () => {
    const css = { wire: 7.5 * 1024 };
    const firstVisit = { checkout: { js: { wire: 214 * 1024 }, css }, order: { js: { wire: 159 * 1024 }, css } };
    expect(checkCodeBudgets({ ...healthy(), firstVisit })).toEqual([]);
    firstVisit.checkout.js.wire = 216 * 1024;
    firstVisit.order.js.wire = 161 * 1024;
    expect(checkCodeBudgets({ ...healthy(), firstVisit })).toEqual(["order page JavaScript 161 kB > 160 kB", "checkout page JavaScript 216 kB > 215 kB"]);
  });

  it("leave the personal pages' own queries alone: the cart, the checkout and the order read the visitor's rows on every view", () => {
    expect(checkCodeBudgets({ ...healthy(), queriesOnRepeatView: { cart: 9, checkout: 12, order: 4 } })).toEqual([]);
  });

  it("fail the full bench on a missed performance budget, and only report it in the short bench (npm test)", () => {
    const results = healthy();
    results.lighthouse.home.performance = 90;
    expect(judgeBudgets(results, "full")).toEqual({ failed: ["home Lighthouse performance 90 < 95"], reported: [] });
    expect(judgeBudgets(results, "short")).toEqual({ failed: [], reported: ["home Lighthouse performance 90 < 95"] });
    results.firstVisit.product.js.wire = 170 * 1024;
    expect(judgeBudgets(results, "short").failed).toEqual(["product page JavaScript 170 kB > 160 kB"]);
  });

  it("judge issue 18's targets: shares of the plain server by the host's speed, memory and bytes by the code", () => {
    const figures = {
      anonymousProduct: { sharePercent: 12 }, productWithCart: { sharePercent: 0.4 },
      rssAfterStartMb: 310, rssAfterLoadMb: 390, productJsWireBytes: 170 * 1024, productHtmlWireBytes: 14 * 1024,
    };
    const missed = missedTargets(figures);
    expect(missed.speed.map(([target]) => target)).toEqual(["anonymousSharePercent", "cartSharePercent"]);
    expect(missed.code.map(([target]) => target)).toEqual(["rssAfterStartMb", "productJsWireKb"]);
    const judged = judgeBudgets({ ...healthy(), issue18: figures }, "full");
    // A target not yet held is reported; the others fail the run.
    expect(judged.failed).toContain("anonymous product page 12 % of the plain server < 15 %");
    expect(judged.failed).toContain("product page JavaScript 170 kB > 160 kB");
    const memory = "resident memory after start 310 MB > 300 MB";
    if (TARGETS_NOT_YET_HELD.has("rssAfterStartMb")) expect(judged.reported).toContain(`${memory} (issue 18, not yet held)`);
    else expect(judged.failed).toContain(memory);
    expect(judgeBudgets({ ...healthy(), issue18: figures }, "short").failed).toContain("product page JavaScript 170 kB > 160 kB");
  });
});
