import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, useLocation } from "react-router";
import { pageHref } from "./listing-params.ts";

/** Real links (crawlable, work without JavaScript): first, previous, a window around the page, next, last. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (pages <= 1) return null;
  const params = new URLSearchParams(search);
  const window = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const cell = "inline-flex min-w-10 justify-center rounded border px-3 py-2 text-sm";
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && <li><Link to={pageHref(params, page - 1)} rel="prev" className={`${cell} border-stone-300 hover:bg-stone-100`}>{t("catalogue.previous")}</Link></li>}
        {window.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - window[i - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={pageHref(params, n)}
              aria-label={t("catalogue.pageNumber", { page: n })}
              aria-current={n === page ? "page" : undefined}
              className={`${cell} ${n === page ? "border-stone-900 bg-stone-900 text-white" : "border-stone-300 hover:bg-stone-100"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && <li><Link to={pageHref(params, page + 1)} rel="next" className={`${cell} border-stone-300 hover:bg-stone-100`}>{t("catalogue.next")}</Link></li>}
      </ul>
    </nav>
  );
}
