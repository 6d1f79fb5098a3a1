import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";
import accountDe from "./messages/account/de.json";
import checkoutDe from "./messages/checkout/de.json";
import accountEn from "./messages/account/en.json";
import checkoutEn from "./messages/checkout/en.json";
import accountEs from "./messages/account/es.json";
import checkoutEs from "./messages/checkout/es.json";
import accountFr from "./messages/account/fr.json";
import checkoutFr from "./messages/checkout/fr.json";
import accountIt from "./messages/account/it.json";
import checkoutIt from "./messages/checkout/it.json";

/** The server renders every screen: it holds every catalogue, the core and each screen group's. */
export const SERVER_CATALOGS: Record<Locale, Messages> = {
  it: { ...it, ...accountIt, ...checkoutIt },
  en: { ...en, ...accountEn, ...checkoutEn },
  fr: { ...fr, ...accountFr, ...checkoutFr },
  de: { ...de, ...accountDe, ...checkoutDe },
  es: { ...es, ...accountEs, ...checkoutEs },
};
