import { describe, expect, it } from "vitest";
import { buildProductDetail } from "#tests/factories/product-detail.ts";
import { ProductView } from "./product-view.tsx";
import { splitLocalePath } from "#domain/locale.ts";
import { describeInformation } from "./product-information.server.ts";
import { writeReviews } from "./product-reviews.server.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { TEST_SETTINGS, TEST_TABS, renderWithRoot } from "./render-with-root.test-utils.tsx";

const PAGE = "/en/kitchen/pans/copper-frying-pan";
const renderPage = (url = PAGE, product = buildProductDetail(), settings = TEST_SETTINGS) => {
  const { lang } = splitLocalePath(new URL(url, "https://shop.example").pathname);
  const reviews = writeReviews(product, null, lang, new URL(url, "https://shop.example"));
  return renderWithRoot(() => <ProductView product={product} tabs={TEST_TABS} reviews={reviews} information={describeInformation(product, "en")} jsonLd={productJsonLd(product, { origin: "https://shop.example", lang: "en" })} />, { url, settings });
};
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? "";
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const formPostingTo = (html: string, action: string) => tag(html, new RegExp(`<form[^>]*action="${action}" method="post">.*?</form>`));

/** The attributes of every <name> element, whatever order React writes them in. */
function attributesOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), a[2] ?? ""])));
}

describe("ProductView server markup", () => {
  it("has the name as the only h1, the brand, and the first variant in stock with its codes and price", () => {
    const html = renderPage();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Copper Frying Pan<\/h1>/);
    const text = textOf(html);
    expect(text).toContain("Rame Toscano");
    expect(text).toMatch(/SKU: RT-11 EAN: 8001234567897/);
    expect(text).toContain("€89.00");
    expect(text).toContain("VAT included");
    expect(text).toContain("In stock");
  });

  it("shows the variant the URL names: its reduction from the lowest price of the last 30 days, and its low stock", () => {
    const html = renderPage(`${PAGE}?variant=13`);
    expect(textOf(html)).toContain("Lowest price in the last 30 days: €169.00");
    expect(textOf(html)).toContain("−11%");
    expect(textOf(html)).toContain("€149.00");
    expect(textOf(html)).toContain("Only 3 left");
    expect(textOf(html)).not.toContain("EAN");
  });

  it("lets the variant's own picture lead the gallery, eager and high priority, with a full-size link", () => {
    const html = renderPage(`${PAGE}?variant=14`);
    const main = tag(html, /<img[^>]*fetchPriority="high"[^>]*>/i);
    expect(main).toContain("pan-black.jpg");
    expect(main).toMatch(/loading="eager"/);
    expect(main).toMatch(/width="600" height="600"/);
    expect(html).toMatch(/<a href="\/_ipx\/w_1200\/products\/pan-black.jpg"[^>]*>.*View larger image<\/a>/);
  });

  it("serves thumbnails as links to the full picture until JavaScript turns them into buttons", () => {
    const html = renderPage();
    expect(html).toMatch(/<ul aria-label="More images"/);
    expect(html).toMatch(/<a href="\/_ipx\/w_1200\/products\/pan-copper.jpg" aria-current="true"[^>]*><img[^>]*alt="Copper pan from above"/);
    expect(html).toMatch(/<a href="\/_ipx\/w_1200\/products\/pan-side.jpg" class[^>]*><img[^>]*alt="Copper pan from the side"[^>]*loading="lazy"/);
    const gallery = /<section aria-label="Product images">.*?<\/section>/s.exec(html)![0];
    expect(gallery).not.toContain("aria-pressed");
  });

  it("offers each option as radios in a GET form whose values are the variants they lead to", () => {
    const html = renderPage();
    expect(html.match(/<form method="get">/g)).toHaveLength(2);
    expect(html).toMatch(/<legend[^>]*>Size<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Colour<\/legend>/);
    const radios = attributesOf(html, "input").filter((a) => a.type === "radio");
    expect(radios.map((a) => [a.name, a.value, "checked" in a])).toEqual([
      ["variant", "11", true], ["variant", "13", false],
      ["variant", "11", true], ["variant", "12", false], ["variant", "15", false],
    ]);
    expect(textOf(html)).toMatch(/Black Sold out/);
    expect(textOf(html)).toMatch(/Blue Not available in this combination/);
    expect(html).toMatch(/style="background-color:#b87333"/);
    expect(html.match(/<button type="submit"[^>]*>Update<\/button>/g)).toHaveLength(2);
  });

  it("posts the chosen variant to the cart with a quantity limited as spec §5 says", () => {
    const html = renderPage(`${PAGE}?variant=13`);
    const cart = formPostingTo(html, "/en/cart");
    expect(cart).toContain('<input type="hidden" name="intent" value="add"/>');
    expect(cart).toContain('<input type="hidden" name="product_id" value="7"/>');
    expect(cart).toContain('<input type="hidden" name="variant_id" value="13"/>');
    const quantity = attributesOf(cart, "input").find((a) => a.name === "quantity");
    expect(quantity).toMatchObject({ type: "number", min: "1", max: "25", value: "1", required: "" });
    expect(cart).toMatch(new RegExp(`<label for="${quantity!.id}"[^>]*>Quantity</label>`));
    expect(cart).toMatch(/<button type="submit"[^>]*>Add to cart<\/button>/);
    expect(cart).not.toContain("price");
  });

  it("disables buying a sold-out variant but still shows it", () => {
    const cart = formPostingTo(renderPage(`${PAGE}?variant=12`), "/en/cart");
    expect(attributesOf(cart, "input").find((a) => a.name === "quantity")).toHaveProperty("disabled");
    expect(cart).toMatch(/<button type="submit" disabled=""[^>]*>Sold out<\/button>/);
  });

  it("posts to the wishlist with a decorative heart, only when the shop has a wishlist", () => {
    // Without JavaScript the button says it all, and the form's action says where to come back to.
    const wishlist = tag(renderPage(), /<form action="\/en\/wishlist\?return_to=[^"]+" method="post">.*?<\/form>/);
    expect(wishlist).toContain('action="/en/wishlist?return_to=%2Fen%2F');
    expect(wishlist).toMatch(/<button type="submit" value="add:7"[^>]* name="toggle">/);
    expect(wishlist).not.toContain("<input");
    expect(wishlist).toMatch(/<svg aria-hidden="true"[^>]*>.*<\/svg>Add to wishlist<\/button>/);
    const without = renderPage(PAGE, buildProductDetail(), { ...TEST_SETTINGS, wishlist: { active: false, share: false } });
    expect(without).not.toContain("/wishlist");
  });

  it("renders the description and the active tabs as headed sections before hydration", () => {
    const html = renderPage();
    expect(html).toMatch(/<h2[^>]*>Description<\/h2><div class="[^"]*"><p>Hand-hammered <strong>copper<\/strong>.<\/p><\/div>/);
    expect(html).toMatch(/<h2[^>]*>Shipping &amp; returns<\/h2>/);
    expect(html).not.toContain("Hidden warranty");
    expect(html).not.toContain('role="tablist"');
  });

  it("summarises the rating with a text alternative and lists reviews newest first, dated in the page's language", () => {
    const html = renderPage();
    expect(html).toMatch(/role="img" aria-label="Rated 4.5 out of 5"/);
    expect(html).toMatch(/<a href="#reviews"[^>]*>2 reviews<\/a>/);
    expect(html).toMatch(/<h3 id="review-1" lang="it"[^>]*>Perfect &lt;pan&gt;<\/h3>/);
    expect(html.indexOf("review-1")).toBeLessThan(html.indexOf("review-2"));
    expect(html).toContain('<time dateTime="2025-03-14T09:30:00.000Z">14 March 2025</time>');
    expect(renderPage(PAGE.replace("/en/", "/de/"))).toContain(">14. März 2025</time>");
  });

  it("marks a verified purchase, and shows the distribution of ratings; no sort or pages for two reviews on one page", () => {
    const html = renderPage();
    const verified = [...html.matchAll(/data-testid="verified-purchase"[^>]*>(.*?)<\/span>/g)].map((m) => m[1]!.replaceAll("<!-- -->", ""));
    expect(verified).toEqual(["✓ Verified purchase"]);
    expect(html.indexOf("verified-purchase")).toBeLessThan(html.indexOf("review-2"));
    expect(textOf(tag(html, /<table[^>]*data-testid="rating-distribution".*?<\/table>/))).toMatch(/5 stars 50% \(1\) 4 stars 50% \(1\) 3 stars 0% \(0\)/);
    expect(html).toContain('name="reviews_sort"');
    expect(html).not.toContain("More reviews");
  });

  it("pages the reviews with links that keep the chosen variant and land on the section", () => {
    const product = buildProductDetail({ rating: { ...buildProductDetail().rating, count: 12 } });
    const html = renderPage(`${PAGE}?variant=13`, product);
    expect(html).toContain(`href="${PAGE}?variant=13&amp;reviews_page=2#reviews"`);
    expect(textOf(html)).toContain("Page 1 of 3");
  });

  it("embeds product and breadcrumb JSON-LD that no product text can break out of", () => {
    const html = renderPage(PAGE, buildProductDetail({ name: "Pan </script><script>alert(1)</script>" }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(scripts.map((s) => s["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(scripts[0].name).toBe("Pan </script><script>alert(1)</script>");
    expect(scripts[1].itemListElement.at(-1)).toMatchObject({ position: 3, item: `https://shop.example${PAGE}` });
  });

  it("speaks Italian without a path prefix, and shows related products", () => {
    const html = renderPage("/kitchen/pans/copper-frying-pan");
    expect(textOf(html)).toContain("89,00 €");
    expect(textOf(html)).toContain("IVA inclusa");
    expect(html).toContain('action="/cart"');
    expect(html).toMatch(/<h2[^>]*>Potrebbe piacerti anche<\/h2>/);
    expect(html).toContain("Copper Pot");
  });
});

describe("ProductView product information (issue 21 §4)", () => {
  it("shows the maker, model and warnings in a section of its own, written with the texts its loader sent", () => {
    const html = renderPage();
    expect(html).toMatch(/<section aria-labelledby="product-information"[^>]*><h2 id="product-information"[^>]*>Manufacturer and product safety<\/h2>/);
    expect(textOf(html)).toContain("Manufacturer Rame Toscano S.r.l. Via del Rame 3, 52015 Pratovecchio Stia (AR), Italia info@rame-toscano.example");
    expect(textOf(html)).toContain("Type or model RT-PAN / 2025");
    expect(textOf(html)).toContain("Warnings and safety information The handle gets hot during cooking");
  });
});
