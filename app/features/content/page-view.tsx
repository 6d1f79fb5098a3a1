import type { Page } from "#api/catalog/catalog.schemas.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";

/** A shop page written by the owner (about us, shipping, returns…); its HTML is sanitized by the API. */
export function PageView({ page }: { page: Page }) {
  const { lang } = useRootData();
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <Breadcrumbs items={[{ name: page.title, path: page.path }]} lang={lang} />
      <h1 className="text-3xl font-semibold">{page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body_html }} />
    </article>
  );
}
