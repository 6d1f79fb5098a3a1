/**
 * The phone field and its countries, with libphonenumber's "max" metadata (about 65 kB gzip), as a chunk of
 * their own (issue 18 §3). A screen that shows the field awaits this at the top of its module: the screen's
 * code is then ready only with the field (hydration and navigations render it at once, as a static import
 * would), but the prefetch of a screen's code, which a link makes for a page the shopper may never open,
 * fetches only the screen's static imports, not this. The checkout imports the field statically: its
 * first visit needs it anyway (its budget includes it).
 */
export async function loadPhoneField() {
  const [{ PhoneField }, { listCountryOptions }] = await Promise.all([import("./phone-field.tsx"), import("./country-options.ts")]);
  return { PhoneField, listCountryOptions };
}
