import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneField } from "./phone-field.tsx";
import english from "#app/i18n/messages/en.json";
import { phoneFieldMessages } from "./phone-field-messages.ts";

const en = phoneFieldMessages((key) => (english as Record<string, string>)[key]!);

function renderField(props: Partial<Parameters<typeof PhoneField>[0]> = {}) {
  return renderToString(<PhoneField label="Telephone" lang="en" messages={en} {...props} />);
}

describe("PhoneField server markup", () => {
  it("is a usable tel input before hydration", () => {
    const html = renderField();
    const input = /<input[^>]*type="tel"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="telephone"');
    expect(input).toContain('maxLength="25"');
    expect(input).toContain('autoComplete="tel"');
    expect(input).toContain('inputMode="tel"');
    expect(input).toContain('placeholder="Enter a phone number"');
    expect(input).not.toContain("disabled");
  });

  it("posts the chosen country in a hidden input named after the field", () => {
    expect(renderField()).toMatch(/<input type="hidden" name="telephone_country" value="GB"\/>/);
    expect(renderField({ name: "phone", defaultCountry: "CH" })).toMatch(/name="phone_country" value="CH"/);
    expect(renderField({ defaultCountry: "XX", lang: "de" })).toMatch(/value="DE"/);
  });

  it("labels the input and names the country button with country and dial code", () => {
    const html = renderField({ defaultCountry: "IT" });
    const inputId = /<input[^>]*id="([^"]+)"[^>]*type="tel"/.exec(html)?.[1];
    expect(html).toContain(`for="${inputId}"`);
    expect(html).toMatch(/<button[^>]*aria-haspopup="listbox"[^>]*aria-expanded="false"[^>]*aria-label="Country: Italy \+39"/);
    expect(html).not.toContain('role="listbox"');
  });

  it("serves its flag from our own files, lazily and without alt text", () => {
    const img = /<img[^>]*>/.exec(renderField({ defaultCountry: "IT" }))?.[0] ?? "";
    expect(img).toMatch(/src="\/[^/]/);
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('alt=""');
    expect(img).toMatch(/width="20" height="15"/);
  });

  it("keeps a server-side error linked to the input", () => {
    const html = renderField({ errorId: "phone-error", defaultValue: "347 1234567" });
    expect(html).toContain('aria-describedby="phone-error"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("formats a saved number, keeping only allowed characters, and takes its country", () => {
    const html = renderField({ defaultCountry: "IT", defaultValue: "+41 (44) abc 6681800" });
    expect(html).toContain('value="+41 44 668 18 00"');
    expect(html).toMatch(/name="telephone_country" value="CH"/);
  });
});
