import { createContext, useContext, useState, type ReactNode } from "react";
import type { AppLoadContext } from "react-router";

/**
 * HTML a loader wrote on the server (a product's reviews, its JSON-LD) is sent once (issue 18: the product
 * page's HTML on the wire). A page's data went to the browser twice: in the markup and again in the hydration
 * data, for React to render the same markup. For a document request the loader now gives a reference
 * (`{ inPage: id }`) and keeps the HTML aside for the server's render; the browser's first render reads it back
 * from the element that carries `data-in-page={id}`. A client navigation's data answer carries the HTML itself.
 */
export type PageHtml = string | { inPage: string };

/** For a loader: the HTML itself in a data answer, a reference to the markup in a document. */
export function pageHtml(context: AppLoadContext, id: string, html: string): PageHtml {
  if (!context.pageHtml) return html;
  context.pageHtml.set(id, html);
  return { inPage: id };
}

const ServerPageHtml = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** The server's render gets the HTML its loaders kept aside (entry.server.tsx). */
export function PageHtmlProvider({ html, children }: { html: ReadonlyMap<string, string> | undefined; children: ReactNode }) {
  return <ServerPageHtml value={html}>{children}</ServerPageHtml>;
}

/**
 * The HTML to render for a loader's value, and the attributes its element carries. The browser reads a
 * reference once, from the markup the server sent, before React touches it; later data (a revalidation, a
 * client navigation) brings the HTML itself.
 */
export function usePageHtml(value: PageHtml): { html: string; attributes: { "data-in-page"?: string } } {
  const server = useContext(ServerPageHtml);
  const [read] = useState(() => {
    if (typeof value === "string") return "";
    if (typeof document === "undefined") return server?.get(value.inPage) ?? "";
    return document.querySelector(`[data-in-page="${CSS.escape(value.inPage)}"]`)?.innerHTML ?? "";
  });
  if (typeof value === "string") return { html: value, attributes: {} };
  return { html: read, attributes: { "data-in-page": value.inPage } };
}
