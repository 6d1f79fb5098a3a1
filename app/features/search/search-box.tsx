import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form, useFetcher, useNavigate } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useTypedBeforeHydration } from "#app/lib/use-typed-before-hydration.ts";
import type { Suggestions } from "#app/routes/resources/suggest.ts";

interface Option { id: string; label: string; kind: string; href: string }

function toOptions(s: Suggestions | undefined, lang: Locale): Option[] {
  if (!s) return [];
  const search = localizedPath(lang, "/search");
  return [
    // What many shoppers searched lately, that the text leads to: first, as the words the shopper is typing go on.
    ...(s.queries ?? []).map((q, i) => ({ id: `q${i}`, label: q.text, kind: "query", href: `${search}?${new URLSearchParams({ search: q.text })}` })),
    ...s.products.map((p) => ({ id: `p${p.id}`, label: p.name, kind: "product", href: localizedPath(lang, p.path) })),
    ...s.categories.map((c) => ({ id: `c${c.id}`, label: c.name, kind: "category", href: localizedPath(lang, c.path) })),
    ...s.brands.map((b) => ({ id: `b${b.slug}`, label: b.name, kind: "brand", href: localizedPath(lang, `/brands/${b.slug}`) })),
  ];
}

/**
 * The header search: a plain GET form to /search without JavaScript; with it, an ARIA 1.2
 * combobox that suggests popular searches, products, categories and brands (arrows move, Enter opens, Escape closes).
 * Its text is 16 px below lg: a smaller one makes phone and tablet browsers zoom the page when the field takes focus.
 */
export function SearchBox({ lang, defaultValue = "" }: { lang: Locale; defaultValue?: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Suggestions>();
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const timer = useRef<number>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, setValue);
  const options = toOptions(fetcher.data, lang);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ask = (q: string) => {
    window.clearTimeout(timer.current);
    // Wait for a pause in typing: one request per word, not per key.
    timer.current = window.setTimeout(() => {
      if (q.trim().length >= 2) fetcher.load(`/suggest?${new URLSearchParams({ q, lang })}`);
    }, 200);
  };

  const expanded = open && options.length > 0 && value.trim().length >= 2;
  return (
    <Form method="get" action={localizedPath(lang, "/search")} role="search" className="relative w-full lg:w-72" onSubmit={() => setOpen(false)}>
      <label htmlFor={inputId} className="sr-only">{t("search.label")}</label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="search"
        value={value}
        autoComplete="off"
        maxLength={100}
        placeholder={t("search.placeholder")}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${options[active]?.id}` : undefined}
        onChange={(e) => { setValue(e.target.value); setOpen(true); setActive(-1); ask(e.target.value); }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && options.length) { e.preventDefault(); setOpen(true); setActive((i) => (i + 1) % options.length); }
          else if (e.key === "ArrowUp" && options.length) { e.preventDefault(); setActive((i) => (i <= 0 ? options.length - 1 : i - 1)); }
          // First Escape closes the list and keeps the text (a search field would clear it); a second one clears.
          else if (e.key === "Escape" && expanded) { e.preventDefault(); setOpen(false); setActive(-1); }
          else if (e.key === "Enter" && expanded && active >= 0) { e.preventDefault(); setOpen(false); navigate(options[active]!.href); }
        }}
        className="w-full rounded border border-stone-400 bg-white px-3 py-2 text-base lg:text-sm"
      />
      <ul id={listId} role="listbox" aria-label={t("search.suggestions")} hidden={!expanded}
        className="absolute z-30 mt-1 max-h-96 w-full overflow-auto rounded border border-stone-200 bg-white py-1 text-sm shadow-lg">
        {options.map((o, i) => (
          <li key={o.id} id={`${listId}-${o.id}`} role="option" aria-selected={i === active}
            onMouseDown={(e) => { e.preventDefault(); setOpen(false); navigate(o.href); }}
            className={`flex cursor-pointer justify-between gap-2 px-3 py-2 ${i === active ? "bg-stone-900 text-white" : "hover:bg-stone-100"}`}>
            <span>{o.label}</span>
            <span className={`text-xs ${i === active ? "text-stone-200" : "text-stone-600"}`}>{t(`search.kind.${o.kind}`)}</span>
          </li>
        ))}
      </ul>
      <button type="submit" className="sr-only">{t("search.submit")}</button>
    </Form>
  );
}
