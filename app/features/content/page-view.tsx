import { lazy } from "react";
import type { Page } from "#api/catalog/catalog.schemas.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";
import type { LegalPageTexts } from "#app/features/legal/legal-pages.ts";

/**
 * A chunk of its own: the catalogue's screen also shows every product, whose first visit must not load it.
 * No Suspense boundary on purpose: the server waits for it, so the section is in the first HTML (also for a
 * shopper without JavaScript), and the browser keeps the page as it is until the chunk is there (hydration
 * and navigations are transitions).
 */
const LegalSection = lazy(() => import("#app/features/legal/legal-section.tsx"));

/**
 * A shop page written by the owner (about us, shipping, returns…); its HTML is sanitized by the API.
 * A legal page (legal-pages.ts) shows the part made from the shop's settings above the owner's text.
 */
export function PageView({ page, legal }: { page: Page; legal?: LegalPageTexts | undefined }) {
  const { lang } = useRootData();
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs items={[{ name: page.title, path: page.path }]} lang={lang} />
      <h1 className="text-3xl font-semibold">{page.title}</h1>
      {legal && <LegalSection code={legal.code} texts={legal.texts} />}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body_html }} />
    </article>
  );
}
