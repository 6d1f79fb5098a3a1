import { z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { MEDIA_FOLDERS } from "#api/media/media.routes.ts";

/**
 * The building blocks of the configuration file (configuration.schema.ts). A shop owner writes the file by hand,
 * so every message says what to write instead; YAML reads an unquoted +39… or 00184 as a number, and those
 * fields say to put the value in quotes rather than lose its plus or its leading zero.
 */

/** Money in the file: euros with a dot ("4.90" or 4.90); inside the system, integer cents. */
export const MAX_EUROS = 1_000_000;

const quoteHint = (what: string, input: unknown) => `Put ${what} in quotes, as written: unquoted, YAML reads it as the number ${String(input)} and drops a leading + or 0.`;

/** Text of at most `max` characters; `what` names it in messages ("the phone number"). */
export function text(what: string, max: number, options: { min?: number; missing?: string } = {}) {
  return z.string({ error: (iss) => (iss.input === undefined ? options.missing ?? `Give ${what}.` : typeof iss.input === "number" ? quoteHint(what, iss.input) : `Write ${what} as text.`) })
    .trim()
    .min(options.min ?? 1, options.min === 0 ? undefined : `Give ${what}: it cannot be empty.`)
    .max(max, `Write ${what} in at most ${max} characters.`);
}

/** A code that names an item in the file and in the database: stable, never shown to shoppers, never in an address. */
export function code(max = 80) {
  return z.string({ error: (iss) => (iss.input === undefined ? "Give the item's code (letters, digits and dashes, e.g. dried-pasta)." : "Write the code as text, e.g. dried-pasta.") })
    .trim()
    .max(max, `A code has at most ${max} characters.`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "A code has letters a–z, digits, dots, dashes and underscores, and starts with a letter or digit, e.g. dried-pasta.");
}

/** A slug: the part of an address that names a category or a page in one language. */
export const slug = z.string({ error: "Write the slug as text, e.g. pasta-secca." })
  .trim()
  .max(160, "A slug has at most 160 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug has lower-case letters a–z, digits, and dashes between them, e.g. pasta-secca (no accents, spaces or /).");

export const flag = (what: string) => z.boolean({ error: `Write ${what} as true or false.` });

export function wholeNumber(what: string, min: number, max: number) {
  return z.number({ error: (iss) => (iss.input === undefined ? `Give ${what}.` : `Write ${what} as a whole number, e.g. ${min}.`) })
    .int(`Write ${what} as a whole number, e.g. ${min}.`)
    .min(min, `${capitalize(what)} is at least ${min}.`)
    .max(max, `${capitalize(what)} is at most ${max}.`);
}

function capitalize(what: string): string {
  return what.charAt(0).toUpperCase() + what.slice(1);
}

/** Euros with a dot and at most two decimals; a comma is the usual slip and gets its own message. */
export function money(what: string) {
  return z.union([z.string(), z.number()], { error: `Write ${what} in euros with a dot, e.g. "4.90".` })
    .transform((value, ctx) => {
      const written = typeof value === "number" ? String(value) : value.trim();
      if (/^\d+,\d+$/.test(written)) {
        ctx.addIssue({ code: "custom", message: `Write ${what} with a dot, not a comma: "${written.replace(",", ".")}".` });
        return z.NEVER;
      }
      const cents = typeof value === "number" ? value * 100 : /^\d{1,7}(\.\d{1,2})?$/.test(written) ? Number(written) * 100 : Number.NaN;
      if (!Number.isFinite(cents) || cents < 0 || Math.abs(cents - Math.round(cents)) > 1e-6) {
        ctx.addIssue({ code: "custom", message: `Write ${what} in euros with a dot and at most two decimals, e.g. "4.90".` });
        return z.NEVER;
      }
      if (cents > MAX_EUROS * 100) {
        ctx.addIssue({ code: "custom", message: `${capitalize(what)} is at most ${MAX_EUROS} euros.` });
        return z.NEVER;
      }
      return Math.round(cents);
    })
    .openapi({ type: "string", example: "4.90", description: "Euros with a dot (a string, or a number)" });
}

/** A decimal given as a string or a number, kept as the string PostgreSQL's numeric takes. */
export function decimal(what: string, options: { min: number; max: number; scale: number; example: string }) {
  return z.union([z.string(), z.number()], { error: `Write ${what} as a number with a dot, e.g. ${options.example}.` })
    .transform((value, ctx) => {
      const written = typeof value === "number" ? String(value) : value.trim();
      const pattern = new RegExp(`^-?\\d{1,9}(\\.\\d{1,${options.scale}})?$`);
      if (/^-?\d+,\d+$/.test(written)) {
        ctx.addIssue({ code: "custom", message: `Write ${what} with a dot, not a comma: ${written.replace(",", ".")}.` });
        return z.NEVER;
      }
      const number = Number(written);
      if (Number.isFinite(number) && (number < options.min || number > options.max)) {
        ctx.addIssue({ code: "custom", message: `${capitalize(what)} is between ${options.min} and ${options.max}.` });
        return z.NEVER;
      }
      if (!pattern.test(written) || !Number.isFinite(number)) {
        ctx.addIssue({ code: "custom", message: `Write ${what} as a number with a dot and at most ${options.scale} decimals, e.g. ${options.example}.` });
        return z.NEVER;
      }
      return number.toFixed(options.scale);
    })
    .openapi({ type: "string", example: options.example });
}

export const LOCALE_LIST = SUPPORTED_LOCALES.join(", ");

/**
 * A text in the shop's languages, `{ it: …, en: …, fr: …, de: …, es: … }`: Italian is required (it is shown where a
 * language has none), the others are optional.
 */
export function localized(what: string, max: number, options: { allowEmpty?: boolean } = {}) {
  const min = options.allowEmpty ? 0 : 1;
  const inLanguage = (lang: string) => text(`${what} in ${LANGUAGE_NAMES[lang]}`, max, { min });
  return z.strictObject({
    it: text(`${what} in Italian`, max, { min, missing: `Give ${what} in Italian (it): it is shown where a language has none.` }),
    en: inLanguage("en").optional(), fr: inLanguage("fr").optional(), de: inLanguage("de").optional(), es: inLanguage("es").optional(),
  }, { error: (iss) => (iss.code === "invalid_type" ? (iss.input === undefined ? `Give ${what}, at least in Italian: { it: … }.` : `Give ${what} per language: { it: …, en: … }.`) : undefined) })
    .openapi({ description: `Per language (${LOCALE_LIST}); Italian required` });
}

export const LANGUAGE_NAMES: Record<string, string> = { it: "Italian", en: "English", fr: "French", de: "German", es: "Spanish" };

/** A localized text as the database keeps it: only the languages given. */
export type Localized = Partial<Record<(typeof SUPPORTED_LOCALES)[number], string>>;

/** A picture of the media folder as PUT /ops/media takes it (folder/name), so that `configure` can upload it. */
export const mediaPath = z.string({ error: "Write the picture's path, e.g. categories/pasta.jpg." })
  .trim()
  .regex(new RegExp(`^(${MEDIA_FOLDERS.join("|")})/[A-Za-z0-9][A-Za-z0-9._-]{0,150}\\.(jpe?g|png|webp|avif)$`, "i"),
    `Name the picture as folder/name, e.g. categories/pasta.jpg: the folder is one of ${MEDIA_FOLDERS.join(", ")}; the name has letters, digits and . _ - and ends in .jpg, .png, .webp or .avif.`);

export const email = (what: string) => z.string({ error: `Write ${what} as text, e.g. ciao@example.com.` })
  .trim()
  .max(254, "An e-mail address has at most 254 characters.")
  .pipe(z.email(`Write ${what} as an e-mail address, e.g. ciao@example.com.`));

/** A web address shoppers are sent to: https (or http) only. */
export const webAddress = (what: string) => z.string({ error: `Write ${what} as text, e.g. https://example.com.` })
  .trim()
  .max(500, "A web address has at most 500 characters.")
  .pipe(z.url({ protocol: /^https?$/, error: `Write ${what} as a full web address starting with https://.` }));

/** A path of this shop (a slide's link): starts with /, never another site. */
export const sitePath = z.string({ error: "Write the link as a path of the shop, e.g. /dispensa." })
  .trim()
  .max(500, "A link has at most 500 characters.")
  .regex(/^\/(?!\/)[^\s\\]*$/, "Write the link as a path of the shop starting with /, e.g. /dispensa (not a full address).");
