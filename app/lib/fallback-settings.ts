import type { Settings } from "#api/settings/settings.schemas.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";

/**
 * What the layout shows when the settings could not be loaded (spec §2: navigation goes on).
 * Spec §3 fallbacks: currency EUR, symbol €, exchange 1; language it, code it_IT.
 */
export const FALLBACK_SETTINGS: Settings = {
  profile: {
    name: "Vetrina", tagline: "", email: "", phone: "", vat_number: "",
    currencies: [{ id: "EUR", symbol: "€", country: "EU", flag: "", is_active: true, default: true, exchange: 1 }],
    languages: SUPPORTED_LOCALES.map((lang) => ({
      lang, is_active: true, default: lang === "it", code: lang === "it" ? "it_IT" : lang, show: true, name: lang.toUpperCase(),
    })),
    thumbnails: { min: 300, max: 1200, sizes: [300, 600, 900, 1200] },
    frontend: { layout: { logo: "", slider: [], social_links: [], additional_tabs: [] } },
  },
  category: { list: [], featured: [] },
  evidence: { products: [] },
  menu: { header: [], footer: [] },
  authentications: [],
  payments: [],
  cart: { max_quantity: 25, delivery_methods: [], pickup_stores: [], free_shipping_threshold: null },
  wishlist: { active: false, share: false },
  prices: { prior_price_days: 30 },
  map: [{ setting: { apikey: "" } }],
  blog: false,
  assistant: false,
  whatsapp: { phone: "", active: false },
  // The legal pages leave out what is empty.
  legal: {
    company: "", address: "", vat_number: "", rea: "", share_capital: "", pec: "",
    accessibility: { authority: "", authority_url: "", email: "", reviewed_on: "" },
  },
};
