import type { Locale } from "#domain/locale.ts";
import { DE } from "./de.ts";
import { EN } from "./en.ts";
import { ES } from "./es.ts";
import { FR } from "./fr.ts";
import { IT } from "./it.ts";

/**
 * The words of every e-mail, in plain text: `{shop}` is the shop's name. Every language has every key
 * (the type says so, and mail-templates.test.ts checks the placeholders match Italian's).
 */
export interface MailMessages {
  greeting: string;
  linkFallback: string;
  signature: string;
  automatic: string;
  activation: { subject: string; intro: string; action: string; validity: string; ignore: string };
  reset: { subject: string; intro: string; action: string; validity: string; ignore: string };
  exists: { subject: string; intro: string; signIn: string; signInAction: string; reset: string; resetAction: string; ignore: string };
  /** Double opt-in (issue 17): the link that confirms a subscription. */
  newsletterConfirm: { subject: string; intro: string; action: string; validity: string; ignore: string };
  /** "How was it?" (issue 17), some days after delivery or collection: `{number}` is the order's. */
  reviewInvitation: { subject: string; intro: string; products: string; action: string; note: string };
  newsletter: { subject: string; intro: string; unsubscribe: string; unsubscribeAction: string };
  /** Order confirmation and the shop's new-order notice; `locale` formats the money. */
  /** The order moved on: shipped with its tracking, or ready at the store. */
  orderUpdate: { shippedSubject: string; shippedIntro: string; track: string; readySubject: string; readyIntro: string; readyWhere: string };
  /** A return was asked: its number, where to send it, what comes next. */
  returnRequested: { subject: string; intro: string; sendTo: string; orBring: string; next: string; view: string };
  /**
   * The consumer withdrew (issue 21 §3): the acknowledgement with the content and the time received; and in the
   * order confirmation, the withdrawal information, the function's link and the model form (Annex I(B)).
   */
  withdrawal: Record<"subject" | "intro" | "content" | "name" | "order" | "lines" | "returnNumber" | "next" | "view" | "info" | "action" | "formTitle" | "form", string>;
  /** The provider refused an online payment: a way back to pay. */
  paymentFailed: { subject: string; intro: string; reserved: string; action: string };
  order: Record<"locale" | "subject" | "intro" | "items" | "subtotal" | "discount" | "shipping" | "paymentFee" | "vat" | "total" | "shipTo" | "pickupAt" | "invoice" | "payment" | "bankIntro" | "iban" | "holder" | "bank" | "bic" | "reference" | "amount" | "bankNext" | "codNext" | "pickupNext" | "paidNext" | "view" | "noticeSubject" | "noticeIntro", string>;
}

export const MAIL_MESSAGES: Record<Locale, MailMessages> = { it: IT, en: EN, fr: FR, de: DE, es: ES };
