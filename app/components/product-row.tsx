import type { ProductCard as ProductCardData } from "#api/settings/settings.schemas.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { ProductCard } from "./product-card.tsx";

/** A titled row of product cards; nothing at all when there are no products. */
export function ProductRow({ id, title, products }: { id: string; title: string; products: ProductCardData[] }) {
  const { lang } = useRootData();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold">{title}</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => <li key={product.id}><ProductCard product={product} lang={lang} /></li>)}
      </ul>
    </section>
  );
}

/** Holds the row's place while it streams in, so the footer does not jump. */
export function ProductRowPlaceholder() {
  return <div aria-hidden="true" className="mt-10 h-[28rem] animate-pulse rounded-lg bg-stone-100" />;
}
