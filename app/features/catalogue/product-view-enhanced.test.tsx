import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildProductDetail } from "#tests/factories/product-detail.ts";
import { ProductView } from "./product-view.tsx";
import { writeReviews } from "./product-reviews.server.ts";
import { describeInformation } from "./product-information.server.ts";
import { renderWithRoot, TEST_TABS } from "./render-with-root.test-utils.tsx";

// The markup once JavaScript runs: renderToString always renders the server form, so the
// hydration flag is forced here. Behaviour on events (keys, clicks) is covered by the pure helpers.
vi.mock("./product-page-hooks.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./product-page-hooks.ts")>()),
  useHydrated: () => true,
}));

describe("ProductView after hydration", () => {
  let html = "";
  beforeAll(() => {
    const url = "/en/kitchen/pans/copper-frying-pan?variant=14";
    const reviews = writeReviews(buildProductDetail(), null, "en", new URL(url, "https://shop.example"));
    html = renderWithRoot(() => <ProductView product={buildProductDetail()} tabs={TEST_TABS} reviews={reviews} information={describeInformation(buildProductDetail(), "en")} jsonLd={[]} />, { url });
  });

  it("turns the panels into a named tab list with the first tab selected and the others hidden", () => {
    expect(html).toMatch(/<h2 id="([^"]+)-label" class="sr-only">Product information<\/h2><div role="tablist" aria-labelledby="\1-label"/);
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]+)<\/button>/g)];
    expect(tabs.map((m) => m[1])).toEqual(["Description", "Shipping &amp; returns"]);
    expect(tabs[0]![0]).toMatch(/aria-selected="true"[^>]*tabindex="0"/i);
    expect(tabs[1]![0]).toMatch(/aria-selected="false"[^>]*tabindex="-1"/i);
    const controls = /aria-controls="([^"]+)"/.exec(tabs[1]![0])![1];
    expect(html).toMatch(new RegExp(`<div role="tabpanel" id="${controls}" aria-labelledby="[^"]+" hidden="" tabindex="0"`, "i"));
  });

  it("makes thumbnails toggle buttons, the shown picture pressed", () => {
    const buttons = [...html.matchAll(/<button type="button" aria-pressed="(true|false)"[^>]*><img[^>]*alt="([^"]+)"/g)];
    expect(buttons.map((m) => [m[2], m[1]])).toEqual([
      ["Copper pan from above", "false"], ["Copper pan from the side", "false"], ["Copper Frying Pan", "true"],
    ]);
  });

  it("drops the variant forms' submit buttons: choosing a value is enough", () => {
    expect(html).not.toContain(">Update</button>");
    expect(html.match(/type="radio"/g)).toHaveLength(5);
  });
});
