import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { CountryCode } from "#domain/phone.ts";
import { getCountryName, listCountryOptions } from "./country-options.ts";
import { CountryFlag } from "./country-flag.tsx";
import { useTypeahead } from "./use-typeahead.ts";
import { choosePlacement, moveActiveIndex, type ListPlacement } from "./listbox-navigation.ts";

interface CountrySelectProps {
  country: CountryCode;
  dial: string;
  lang: string;
  /** Accessible names, already translated: "Country" and "Countries". */
  chooseCountry: string;
  countryList: string;
  onSelect(country: CountryCode): void;
}

/** A button that opens a listbox of countries (WAI-ARIA select-only pattern, active descendant). */
export function CountrySelect({ country, dial, lang, chooseCountry, countryList, onSelect }: CountrySelectProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<ListPlacement>("below");
  const [active, setActive] = useState(0);
  const options = useMemo(() => (open ? listCountryOptions(lang) : []), [open, lang]);
  const typeahead = useTypeahead(options.map((option) => option.name), lang);
  const optionId = (code: string) => `${listId}-${code}`;
  const activeOption = options[active];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption.code))?.scrollIntoView({ block: "nearest" });
  });

  function openList() {
    const rect = buttonRef.current?.getBoundingClientRect();
    setPlacement(rect ? choosePlacement(window.innerHeight - rect.bottom) : "below");
    setActive(Math.max(0, listCountryOptions(lang).findIndex((option) => option.code === country)));
    setOpen(true);
  }

  function closeList(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function selectAt(index: number) {
    const option = options[index];
    if (option) onSelect(option.code);
    closeList(true);
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      openList();
    }
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const next = moveActiveIndex(event.key, active, options.length);
    if (next !== undefined) setActive(next);
    else if (event.key === "Enter" || (event.key === " " && !typeahead.isTyping())) selectAt(active);
    else if (event.key === "Escape") {
      event.stopPropagation(); // closes the list, not a dialog the field may sit in
      closeList(true);
    }
    else if (event.key === "Tab") return closeList(false);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const found = typeahead.find(event.key, active);
      if (found >= 0) setActive(found);
    } else return;
    event.preventDefault();
  }

  function handleListBlur(event: FocusEvent<HTMLUListElement>) {
    // The button toggles the list itself; closing here too would reopen it on the same click.
    if (event.relatedTarget !== buttonRef.current) closeList(false);
  }

  const countryName = getCountryName(country, lang);
  return (
    <div className="relative flex">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${chooseCountry}: ${countryName} +${dial}`}
        // Keeps the focus in the open list, so its blur does not close it before this click toggles it.
        onMouseDown={(event) => { if (open) event.preventDefault(); }}
        onClick={() => (open ? closeList(true) : openList())}
        onKeyDown={handleButtonKeyDown}
        className="flex h-full min-h-11 items-center gap-1.5 rounded-l-md border-r border-stone-500 bg-stone-100 px-2 text-sm text-stone-900 hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <CountryFlag code={country} />
        <span aria-hidden="true">+{dial}</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className="fill-current"><path d="M2 4l4 4 4-4z" /></svg>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          // In the tab order while open (it scrolls, so keyboard users must be able to reach it); Tab closes it.
          tabIndex={0}
          aria-label={countryList}
          aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
          onKeyDown={handleListKeyDown}
          onBlur={handleListBlur}
          className={`absolute left-0 z-20 max-h-60 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-stone-500 bg-white py-1 shadow-lg focus-visible:outline-3 focus-visible:outline-amber-700 ${placement === "above" ? "bottom-full mb-1" : "top-full mt-1"}`}
        >
          {options.map((option, index) => (
            <li
              key={option.code}
              id={optionId(option.code)}
              role="option"
              aria-selected={option.code === country}
              onClick={() => selectAt(index)}
              onMouseMove={() => index !== active && setActive(index)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-stone-900 aria-selected:font-semibold ${index === active ? "bg-amber-100 outline-1 -outline-offset-1 outline-amber-700" : ""}`}
            >
              <CountryFlag code={option.code} />
              <span className="flex-1">{option.name}</span>
              <span className="text-stone-700">+{option.dial}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
