import { describe, expect, it } from "vitest";
import { classifyLegacyUrl } from "./legacy-url.ts";

describe("classifyLegacyUrl", () => {
  it.each(["/carrello", "/it/carrello/step1", "/ru/", "/ru/catalog", "/software/x", "/img/foto.jpg", "/a/b.PNG", "/x.webp"])(
    "sends %s home", (path) => expect(classifyLegacyUrl(path, "")).toEqual({ kind: "home" }),
  );

  it.each(["/prodotto.html", "/scheda.xhtml", "/index.php"])("looks up %s?id=… through the redirect check", (path) => {
    expect(classifyLegacyUrl(path, "?id=1234&x=1")).toEqual({ kind: "lookup", property: "id", value: "1234" });
  });

  it("turns an .html or .xhtml path without id into a search, dashes to spaces", () => {
    expect(classifyLegacyUrl("/catalogo/pasta-di-gragnano.html", "")).toEqual({ kind: "search", term: "pasta di gragnano" });
    expect(classifyLegacyUrl("/olio_extra-vergine.xhtml", "?x=1")).toEqual({ kind: "search", term: "olio extra vergine" });
  });

  it("leaves a .php without id and ordinary paths alone", () => {
    expect(classifyLegacyUrl("/index.php", "")).toEqual({ kind: "none" });
    expect(classifyLegacyUrl("/en/cart", "")).toEqual({ kind: "none" });
    expect(classifyLegacyUrl("/russia-tea", "")).toEqual({ kind: "none" });
  });
});
