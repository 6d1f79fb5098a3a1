import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";
import accountDe from "./messages/account/de.json";
import accountEn from "./messages/account/en.json";
import accountEs from "./messages/account/es.json";
import accountFr from "./messages/account/fr.json";
import accountIt from "./messages/account/it.json";

/** The server renders every screen: it holds every catalogue, the core and each screen group's. */
export const SERVER_CATALOGS: Record<Locale, Messages> = {
  it: { ...it, ...accountIt },
  en: { ...en, ...accountEn },
  fr: { ...fr, ...accountFr },
  de: { ...de, ...accountDe },
  es: { ...es, ...accountEs },
};
