import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";

export const SERVER_CATALOGS: Record<Locale, Messages> = { it, en, fr, de, es };
