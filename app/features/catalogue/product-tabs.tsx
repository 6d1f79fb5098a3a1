import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "./product-page-hooks.ts";

export interface InfoPanel {
  key: string;
  title: string;
  /** Sanitized by the API with an allow-list (descriptions and the shop's tabs alike). */
  html: string;
}

interface ProductTabsProps {
  panels: InfoPanel[];
  /** Names the tab list, and heads it for screen-reader users who move by headings. */
  label: string;
}

/** Typography for rich HTML from the API; Tailwind has no prose styles without a plugin. */
const PROSE_CLASS = [
  "leading-relaxed text-stone-800",
  "[&_p]:my-3 [&_strong]:font-semibold [&_em]:italic [&_a]:text-stone-900 [&_a]:underline",
  "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold",
  "[&_table]:my-3 [&_table]:w-full [&_td]:border [&_td]:border-stone-300 [&_td]:p-2 [&_th]:border [&_th]:border-stone-300 [&_th]:p-2 [&_th]:text-left",
].join(" ");

/** Arrow keys move between tabs and wrap around; Home and End jump to the ends (WAI-ARIA tabs pattern). */
export function pickTabByKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight": return (current + 1) % count;
    case "ArrowLeft": return (current - 1 + count) % count;
    case "Home": return 0;
    case "End": return count - 1;
    default: return null;
  }
}

/**
 * Description and the shop's extra tabs. The server renders every panel as a headed section, which
 * is what a visitor without JavaScript reads; after hydration they become a tab list.
 */
export function ProductTabs({ panels, label }: ProductTabsProps) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState(0);
  // The view stays mounted when the shopper moves to another product, which may have fewer panels.
  const active = Math.min(picked, panels.length - 1);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  if (panels.length === 0) return null;

  if (!hydrated || panels.length === 1) {
    return (
      <div className="mt-10 space-y-8">
        {panels.map((panel, i) => (
          <section key={panel.key} aria-labelledby={`${id}-heading-${i}`}>
            <h2 id={`${id}-heading-${i}`} className="mb-2 text-xl font-semibold">{panel.title}</h2>
            <div className={PROSE_CLASS} dangerouslySetInnerHTML={{ __html: panel.html }} />
          </section>
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent, current: number) => {
    const next = pickTabByKey(event.key, current, panels.length);
    if (next === null) return;
    event.preventDefault();
    setPicked(next);
    tabs.current[next]?.focus();
  };
  return (
    <section aria-labelledby={`${id}-label`} className="mt-10">
      <h2 id={`${id}-label`} className="sr-only">{label}</h2>
      <div role="tablist" aria-labelledby={`${id}-label`} className="flex gap-1 overflow-x-auto border-b border-stone-300">
        {panels.map((panel, i) => (
          <button
            key={panel.key}
            ref={(element) => { tabs.current[i] = element; }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setPicked(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold ${i === active ? "border-stone-900 text-stone-900" : "border-transparent text-stone-700 hover:text-stone-900"}`}
          >
            {panel.title}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={panel.key} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== active} tabIndex={0} className={`pt-4 ${PROSE_CLASS}`}>
          <div dangerouslySetInnerHTML={{ __html: panel.html }} />
        </div>
      ))}
    </section>
  );
}
