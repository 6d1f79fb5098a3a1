import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { MAIL_MESSAGES } from "./mail-messages/mail-messages.ts";
import { MAIL_TEMPLATES, MailTemplateError, renderMail } from "./mail-templates.ts";

const ORDER_PAYLOAD = {
  number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", paymentKind: "bank_transfer", paymentMethod: "Bonifico <bancario>",
  deliveryMethod: "Standard", lines: [{ title: "Padella <rame> & co", quantity: 2, totalCents: 4980 }],
  totals: { itemsCents: 4980, discountCents: 0, shippingCents: 590, paymentFeeCents: 0, vatCents: 898, totalCents: 5570 },
  shippingAddress: ["Maria Rossi", "Via Roma 1", "40121 Bologna BO", "IT"], pickupStore: [], invoiceAddress: [],
  customer: { name: "Maria Rossi", email: "maria@example.com" },
  bank: { iban: "IT60X0542811101000000123456", holder: "Bottega", bank: "Banca Demo", bic: "BPMOIT22XXX" },
};
const context = { shopName: "Bottega <Rossi> & Figli", publicBaseUrl: "https://shop.example.com/", confirmToken: (id: string) => `signed<${id}>` };
const PAYLOADS: Record<string, unknown> = {
  "account-activation": { token: "act<1>" },
  "password-reset": { token: "rst&2" },
  "account-exists": {},
  "newsletter-welcome": { unsubscribeToken: "uns\"3" },
  "newsletter-confirm": { subscriptionId: "sub-1" },
  "review-invitation": { number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", products: ["Padella <rame>"] },
  "order-confirmation": ORDER_PAYLOAD,
  "order-notification": ORDER_PAYLOAD,
  "payment-failed": { number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", totalCents: 6490 },
  "order-shipped": { number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", carrier: "BRT", trackingNumber: "BRT123", trackingUrl: "", pickupStore: [] },
  "return-requested": { number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", returnNumber: "RT-2026-000001", lines: ["1 × Trofie"], sendTo: ["Resi"], stores: [] },
  "order-ready": { number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", carrier: "", trackingNumber: "", trackingUrl: "", pickupStore: ["Bottega Vetrina Bologna"] },
  "withdrawal-received": {
    number: "VT-2026-000042", orderId: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e", returnNumber: "RT-2026-000002", name: "Maria <Rossi>",
    receivedAt: "2026-11-24T16:05:00.000Z", placedAt: "2026-11-10T09:00:00.000Z", lines: ["1 × Trofie"], sendTo: ["Resi"], stores: [],
  },
};
const FIRST_LINK: Record<string, string> = {
  "account-activation": "/active-user?token=act%3C1%3E",
  "password-reset": "/password-reset?token=rst%262",
  "account-exists": "/profile",
  "newsletter-welcome": "/unsubscribe?token=uns%223",
  "newsletter-confirm": "/newsletter/confirm?token=signed%3Csub-1%3E",
  "review-invitation": "/review?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "order-confirmation": "/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "payment-failed": "/cancel?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "order-shipped": "/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "return-requested": "/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "order-ready": "/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
  "withdrawal-received": "/order-success?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e",
};

/** Every leaf of a message tree, by its dotted key. */
function leaves(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe("mail messages", () => {
  const italian = leaves(MAIL_MESSAGES.it);
  it.each(SUPPORTED_LOCALES)("%s has every key of Italian, none empty, with the same placeholders", (lang) => {
    const own = leaves(MAIL_MESSAGES[lang]);
    expect([...own.keys()].sort()).toEqual([...italian.keys()].sort());
    for (const [key, text] of italian) {
      expect(own.get(key)?.trim(), `${lang}.${key}`).toBeTruthy();
      expect(own.get(key)!.match(/\{\w+\}/g) ?? [], `${lang}.${key}`).toEqual(text.match(/\{\w+\}/g) ?? []);
    }
  });
});

describe("renderMail", () => {
  const cases = MAIL_TEMPLATES.flatMap((template) => SUPPORTED_LOCALES.map((lang) => [template, lang] as const));
  it.each(cases)("%s in %s: subject with the shop's name, absolute link with the language prefix, values escaped", (template, lang) => {
    const mail = renderMail({ template, lang, payload: PAYLOADS[template] }, context);
    expect(mail.subject).toContain("Bottega <Rossi> & Figli");
    if (!FIRST_LINK[template]) return expect(mail.links).toEqual([]);
    const prefix = lang === "it" ? "" : `/${lang}`;
    const url = `https://shop.example.com${prefix}${FIRST_LINK[template]}`;
    expect(mail.subject).toContain("Bottega <Rossi> & Figli");
    expect(mail.links[0]).toBe(url);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(MAIL_MESSAGES[lang].greeting);
    expect(mail.html).toContain(`href="${url.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("Bottega &lt;Rossi&gt; &amp; Figli");
    expect(mail.html).not.toContain("<Rossi>");
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it("says how long the activation and reset links last, and what to do if the reset was not asked for", () => {
    const activation = renderMail({ template: "account-activation", lang: "en", payload: { token: "t" } }, context);
    expect(activation.text).toContain("48 hours");
    const reset = renderMail({ template: "password-reset", lang: "en", payload: { token: "t" } }, context);
    expect(reset.text).toContain("1 hour");
    expect(reset.text).toContain("If you did not ask for this, please ignore this e-mail");
  });

  it("offers sign-in and a new password when the address already has an account", () => {
    const mail = renderMail({ template: "account-exists", lang: "de", payload: {} }, context);
    expect(mail.links).toEqual(["https://shop.example.com/de/profile", "https://shop.example.com/de/password-reset"]);
  });

  it("writes an unknown language in Italian and an empty shop name as Vetrina", () => {
    const mail = renderMail({ template: "account-exists", lang: "pt", payload: {} }, { ...context, shopName: " " });
    expect(mail.subject).toBe("Hai già un account su Vetrina");
    expect(mail.links[0]).toBe("https://shop.example.com/profile");
  });

  it("refuses an unknown template or a payload without its token, with a clear reason", () => {
    expect(() => renderMail({ template: "order-teleported", lang: "it", payload: {} }, context)).toThrow(new MailTemplateError('unknown template "order-teleported"'));
    expect(() => renderMail({ template: "toString", lang: "it", payload: {} }, context)).toThrow(MailTemplateError);
    expect(() => renderMail({ template: "password-reset", lang: "it", payload: {} }, context)).toThrow(/password-reset.*invalid payload.*token/);
  });
});

describe("newsletter and review mails", () => {
  it("give a marketing mail the one-click unsubscribe headers (RFC 8058), and no other mail", () => {
    const welcome = renderMail({ template: "newsletter-welcome", lang: "fr", payload: { unsubscribeToken: "tok-1" } }, context);
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": "<https://shop.example.com/fr/unsubscribe?token=tok-1>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const confirm = renderMail({ template: "newsletter-confirm", lang: "fr", payload: { subscriptionId: "s" } }, context);
    expect(confirm.headers).toBeUndefined();
    expect(confirm.text).toContain(MAIL_MESSAGES.fr.newsletterConfirm.validity);
  });

  it("refuse to write a confirmation without a key to sign its link", () => {
    expect(() => renderMail({ template: "newsletter-confirm", lang: "it", payload: { subscriptionId: "s" } }, { shopName: "S", publicBaseUrl: "https://x" }))
      .toThrow(MailTemplateError);
  });

  it("ask how the order was, naming its products, with the order's key for a guest", () => {
    const mail = renderMail({ template: "review-invitation", lang: "en", payload: { number: "VT-1", orderId: "o-1", products: ["Spaghetti", "Moka pot"] } }, { ...context, orderKey: (id) => `key-of-${id}` });
    expect(mail.subject).toContain("VT-1");
    expect(mail.text).toContain("• Spaghetti\n• Moka pot");
    expect(mail.links[0]).toBe("https://shop.example.com/en/review?order=o-1&key=key-of-o-1");
  });
});

describe("order mails", () => {
  it("link to the order with its key when the sender signs order links, so a guest opens it anywhere", () => {
    const mail = renderMail({ template: "order-confirmation", lang: "en", payload: ORDER_PAYLOAD }, { ...context, orderKey: (id) => `key-of-${id}` });
    expect(mail.links).toContain(`https://shop.example.com/en/order-success?order=${ORDER_PAYLOAD.orderId}&key=key-of-${ORDER_PAYLOAD.orderId}`);
  });

  it("confirm the order with its lines, totals, address and the bank details, escaped in HTML", () => {
    const mail = renderMail({ template: "order-confirmation", lang: "it", payload: ORDER_PAYLOAD }, context);
    expect(mail.subject).toBe("Il tuo ordine VT-2026-000042 su Bottega <Rossi> & Figli");
    // Intl puts a no-break space before the euro sign.
    expect(mail.text).toMatch(/2 × Padella <rame> & co — 49,80\s€/);
    expect(mail.text).toMatch(/Spedizione: 5,90\s€/);
    expect(mail.text).toContain("IBAN: IT60X0542811101000000123456");
    expect(mail.text).toContain("Causale (il numero dell'ordine): VT-2026-000042");
    expect(mail.text).toContain("Via Roma 1");
    expect(mail.text).not.toContain("Commissione di pagamento");
    expect(mail.html).toContain("Padella &lt;rame&gt; &amp; co");
    expect(mail.html).not.toContain("<rame>");
  });

  it("tell the shop who ordered what, without the bank details", () => {
    const mail = renderMail({ template: "order-notification", lang: "it", payload: { ...ORDER_PAYLOAD, bank: null } }, context);
    expect(mail.subject).toContain("Nuovo ordine VT-2026-000042");
    expect(mail.text).toContain("Maria Rossi (maria@example.com)");
    expect(mail.text).not.toContain("IBAN");
  });
});

describe("withdrawal", () => {
  it("acknowledges a withdrawal with its content and the date and time it was received, in the shop's time zone", () => {
    const mail = renderMail({ template: "withdrawal-received", lang: "it", payload: PAYLOADS["withdrawal-received"] }, context);
    expect(mail.text).toContain("abbiamo ricevuto il tuo recesso dal contratto il 24 novembre 2026 alle ore 17:05 CET");
    expect(mail.text).toContain("Nome: Maria <Rossi>");
    expect(mail.text).toContain("Ordine: VT-2026-000042 del 10 novembre 2026");
    expect(mail.text).toContain("1 × Trofie");
    expect(mail.html).toContain("Maria &lt;Rossi&gt;");
  });

  it("puts the withdrawal information, the function's link and the model withdrawal form in the order confirmation", () => {
    const payload = { ...ORDER_PAYLOAD, seller: { name: "Bottega Vetrina S.r.l.", address: "Via dell'Indipendenza 24, 40121 Bologna", email: "info@vetrina.example" }, withdrawalDays: 14 };
    const de = renderMail({ template: "order-confirmation", lang: "de", payload }, { ...context, orderKey: (id) => `key-of-${id}` });
    expect(de.text).toContain("binnen 14 Tagen ohne Angabe von Gründen widerrufen");
    expect(de.text).toContain("Vertrag hier widerrufen");
    expect(de.text).toContain("https://shop.example.com/de/withdrawal?order=0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e&key=key-of-0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e");
    expect(de.text).toContain("Muster-Widerrufsformular");
    expect(de.text).toContain("An: Bottega Vetrina S.r.l., Via dell'Indipendenza 24, 40121 Bologna, info@vetrina.example");
    // An order placed before the withdrawal information existed renders as it did.
    expect(renderMail({ template: "order-confirmation", lang: "de", payload: ORDER_PAYLOAD }, context).text).not.toContain("Muster-Widerrufsformular");
  });
});
