import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./translator.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";
import accountDe from "./messages/account/de.json";
import checkoutDe from "./messages/checkout/de.json";
import orderDe from "./messages/order/de.json";
import ordersDe from "./messages/orders/de.json";
import withdrawalDe from "./messages/withdrawal/de.json";
import blogDe from "./messages/blog/de.json";
import accountEn from "./messages/account/en.json";
import checkoutEn from "./messages/checkout/en.json";
import orderEn from "./messages/order/en.json";
import ordersEn from "./messages/orders/en.json";
import withdrawalEn from "./messages/withdrawal/en.json";
import blogEn from "./messages/blog/en.json";
import accountEs from "./messages/account/es.json";
import checkoutEs from "./messages/checkout/es.json";
import orderEs from "./messages/order/es.json";
import ordersEs from "./messages/orders/es.json";
import withdrawalEs from "./messages/withdrawal/es.json";
import blogEs from "./messages/blog/es.json";
import accountFr from "./messages/account/fr.json";
import checkoutFr from "./messages/checkout/fr.json";
import orderFr from "./messages/order/fr.json";
import ordersFr from "./messages/orders/fr.json";
import withdrawalFr from "./messages/withdrawal/fr.json";
import blogFr from "./messages/blog/fr.json";
import accountIt from "./messages/account/it.json";
import checkoutIt from "./messages/checkout/it.json";
import orderIt from "./messages/order/it.json";
import ordersIt from "./messages/orders/it.json";
import withdrawalIt from "./messages/withdrawal/it.json";
import blogIt from "./messages/blog/it.json";
import communityIt from "./messages/community/it.json";
import communityEn from "./messages/community/en.json";
import communityFr from "./messages/community/fr.json";
import communityDe from "./messages/community/de.json";
import communityEs from "./messages/community/es.json";

/** The server renders every screen: it holds every catalogue, the core and each screen group's. */
export const SERVER_CATALOGS: Record<Locale, Messages> = {
  it: { ...it, ...accountIt, ...checkoutIt, ...orderIt, ...ordersIt, ...withdrawalIt, ...blogIt, ...communityIt },
  en: { ...en, ...accountEn, ...checkoutEn, ...orderEn, ...ordersEn, ...withdrawalEn, ...blogEn, ...communityEn },
  fr: { ...fr, ...accountFr, ...checkoutFr, ...orderFr, ...ordersFr, ...withdrawalFr, ...blogFr, ...communityFr },
  de: { ...de, ...accountDe, ...checkoutDe, ...orderDe, ...ordersDe, ...withdrawalDe, ...blogDe, ...communityDe },
  es: { ...es, ...accountEs, ...checkoutEs, ...orderEs, ...ordersEs, ...withdrawalEs, ...blogEs, ...communityEs },
};
