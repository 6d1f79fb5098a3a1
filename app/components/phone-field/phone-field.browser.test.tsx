import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { page, userEvent } from "vitest/browser";
import italian from "#app/i18n/messages/it.json";
import german from "#app/i18n/messages/de.json";
import type { Locale } from "#domain/locale.ts";
import { PhoneField } from "./phone-field.tsx";
import { phoneFieldMessages } from "./phone-field-messages.ts";
import { TYPEAHEAD_RESET_MS } from "./listbox-navigation.ts";
import "#app/app.css";

/**
 * Mounting and unmounting run inside act(), so the field is there (and gone) when the call returns; the
 * shopper's events do not: they go through the real browser, and locators wait for what they expect.
 */
async function inAct(work: () => void) {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => work());
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const CATALOGUES: Partial<Record<Locale, Record<string, string>>> = { it: italian, de: german };
let root: Root | null = null;
let host: HTMLElement | null = null;

/** The field in a form, as a checkout or an address form holds it; `spaceBelow` puts it near the bottom of the window. */
async function renderField(lang: Locale, options: { defaultCountry?: string; spaceBelow?: number } = {}) {
  host = document.createElement("div");
  if (options.spaceBelow !== undefined) host.style.marginTop = `${window.innerHeight - options.spaceBelow - 80}px`;
  document.body.append(host);
  root = createRoot(host);
  const catalogue = CATALOGUES[lang]!;
  await inAct(() => {
    root!.render(
      <form aria-label="address">
        <PhoneField label={catalogue["checkout.phone"] ?? "Telefono"} lang={lang} messages={phoneFieldMessages((key) => catalogue[key]!)} required
          {...(options.defaultCountry ? { defaultCountry: options.defaultCountry } : {})} />
      </form>,
    );
  });
  const input = host.querySelector<HTMLInputElement>('input[type="tel"]')!;
  const country = host.querySelector<HTMLInputElement>('input[name="telephone_country"]')!;
  const form = host.querySelector("form")!;
  return { input, country, form, messages: phoneFieldMessages((key) => catalogue[key]!) };
}

async function unmount() {
  await inAct(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
}

afterEach(unmount);

describe("PhoneField in Chromium", () => {
  it("keeps a number typed before hydration, with its country, through the renders that follow", async () => {
    const messages = phoneFieldMessages((key) => italian[key as keyof typeof italian]);
    const field = (label: string) => <form aria-label="address"><PhoneField label={label} lang="it" messages={messages} required /></form>;
    host = document.createElement("div");
    host.innerHTML = renderToString(field("Telefono"));
    document.body.append(host);
    const input = host.querySelector<HTMLInputElement>('input[type="tel"]')!;
    input.value = "+33 1 42 68 53 00"; // typed while the page's scripts were still loading
    await inAct(() => { root = hydrateRoot(host!, field("Telefono")); });
    await inAct(() => root!.render(field("Telefono per il corriere"))); // any later render of the field
    expect(input.value).toBe("+33 1 42 68 53 00");
    expect(host.querySelector<HTMLInputElement>('input[name="telephone_country"]')!.value).toBe("FR");
  });

  it("accepts an Italian mobile number as typed, formats it, and reports a short one in Italian to the browser and the shopper", async () => {
    const { input, country, form, messages } = await renderField("it");
    expect(country.value).toBe("IT");
    expect(input.placeholder).toBe("Inserisci un numero di telefono");

    await userEvent.type(input, "3331234567");
    expect(input.value).toBe("333 123 4567");
    expect(input.validity.valid).toBe(true);
    expect(form.checkValidity()).toBe(true);

    await userEvent.clear(input);
    await userEvent.type(input, "33");
    expect(input.validationMessage).toBe(messages.invalid);
    expect(form.checkValidity()).toBe(false);
    await userEvent.tab();
    await expect.element(page.getByText(messages.invalid)).toBeVisible();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("validates a Swiss number once Switzerland is chosen by typing its name in the country list", async () => {
    const { input, country, messages } = await renderField("it");
    // A Swiss landline is not an Italian number.
    await userEvent.type(input, "044 668 18 00");
    expect(input.validationMessage).toBe(messages.invalid);

    const button = page.getByRole("button", { name: /^Paese: Italia \+39$/ });
    await button.click();
    const list = page.getByRole("listbox", { name: "Paesi" });
    await expect.element(list).toBeVisible();
    await userEvent.keyboard("Svizz");
    await userEvent.keyboard("{Enter}");
    await expect.element(list).not.toBeInTheDocument();
    expect(country.value).toBe("CH");
    await expect.element(page.getByRole("button", { name: /^Paese: Svizzera \+41$/ })).toBeInTheDocument();
    expect(input.value).toBe("044 668 18 00");
    expect(input.validity.valid).toBe(true);
  });

  it("takes the country from an international number and keeps only digits, spaces, parentheses, dashes and plus", async () => {
    const { input, country } = await renderField("de");
    expect(country.value).toBe("DE");
    await userEvent.type(input, "+41 44 668 18 00");
    expect(country.value).toBe("CH");
    expect(input.validity.valid).toBe(true);

    await userEvent.clear(input);
    await userEvent.type(input, "ab(030) 12-34x56;7");
    expect(input.value).toMatch(/^[0-9 ()+-]+$/);
    expect(input.value.replace(/\D/g, "")).toBe("030123456" + "7");
    expect(input.maxLength).toBe(25);
  });

  it("opens the country list above the button when less than 200 px lie below it, else below", async () => {
    await renderField("it", { spaceBelow: 150 });
    const button = page.getByRole("button", { name: /^Paese:/ });
    await button.click();
    const list = page.getByRole("listbox", { name: "Paesi" });
    await expect.element(list).toBeVisible();
    const buttonBox = button.element().getBoundingClientRect();
    const listBox = list.element().getBoundingClientRect();
    expect(listBox.bottom).toBeLessThanOrEqual(buttonBox.top);
    await userEvent.keyboard("{Escape}");
    await expect.element(list).not.toBeInTheDocument();
    await unmount();

    await renderField("it");
    await page.getByRole("button", { name: /^Paese:/ }).click();
    const below = page.getByRole("listbox", { name: "Paesi" });
    await expect.element(below).toBeVisible();
    expect(below.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(page.getByRole("button", { name: /^Paese:/ }).element().getBoundingClientRect().bottom);
  });

  it("forgets what was typed in the country list after 700 ms", async () => {
    await renderField("it");
    await page.getByRole("button", { name: /^Paese:/ }).click();
    const list = page.getByRole("listbox", { name: "Paesi" });
    const activeName = () => document.getElementById(list.element().getAttribute("aria-activedescendant")!)!.textContent!;
    // The page's clock, not the machine's: however slowly the keys arrive, 700 ms pass only when the test says so.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await userEvent.keyboard("sv");
      expect(activeName()).toMatch(/^Sv/);
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS - 1);
      await userEvent.keyboard("e");
      expect(activeName()).toMatch(/^Sve/);
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS);
      await userEvent.keyboard("g");
      expect(activeName()).toMatch(/^G/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("has no accessibility violations, with the list closed, open, and with an error shown", async () => {
    const { input } = await renderField("it");
    const violations = async () => (await axe.run(host!, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] })).violations
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await violations()).toEqual([]);
    await userEvent.type(input, "12");
    await userEvent.tab();
    expect(await violations()).toEqual([]);
    await page.getByRole("button", { name: /^Paese:/ }).click();
    await expect.element(page.getByRole("listbox", { name: "Paesi" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
