import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { PageHtmlProvider, pageHtml, usePageHtml, type PageHtml } from "./page-html.tsx";

function Section({ value }: { value: PageHtml }) {
  const { html, attributes } = usePageHtml(value);
  return <section {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

describe("HTML a loader wrote, sent once", () => {
  it("is the HTML itself in a client navigation's data answer", () => {
    const context = {} as AppLoadContext;
    expect(pageHtml(context, "reviews", "<h2>Reviews</h2>")).toBe("<h2>Reviews</h2>");
  });

  it("is a reference in a document's data, and the server's render writes the HTML with it", () => {
    const context = { pageHtml: new Map() } as unknown as AppLoadContext;
    const value = pageHtml(context, "reviews", "<h2>Reviews</h2>");
    expect(value).toEqual({ inPage: "reviews" });
    expect(JSON.stringify(value)).not.toContain("Reviews");
    expect(renderToString(<PageHtmlProvider html={context.pageHtml}><Section value={value} /></PageHtmlProvider>))
      .toBe('<section data-in-page="reviews"><h2>Reviews</h2></section>');
  });

  it("renders a string as it is, with no reference", () => {
    expect(renderToString(<Section value="<p>x</p>" />)).toBe("<section><p>x</p></section>");
  });
});
