import type { MailMessages } from "./mail-messages.ts";

// German shops address their customers formally (Sie); after "Hallo," the text goes on in lower case.
export const DE: MailMessages = {
  greeting: "Hallo,",
  linkFallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
  signature: "Ihr Team von {shop}",
  automatic: "Dies ist eine automatisch versendete Nachricht. Bitte antworten Sie nicht darauf.",
  activation: {
    subject: "Aktivieren Sie Ihr Konto bei {shop}",
    intro: "vielen Dank für Ihre Registrierung bei {shop}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren:",
    action: "Konto aktivieren",
    validity: "Dieser Link ist 48 Stunden gültig.",
    ignore: "Falls Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail bitte.",
  },
  reset: {
    subject: "Setzen Sie Ihr Passwort bei {shop} zurück",
    intro: "wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {shop} zurückzusetzen.",
    action: "Neues Passwort wählen",
    validity: "Dieser Link ist eine Stunde gültig.",
    ignore: "Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
  },
  exists: {
    subject: "Sie haben bereits ein Konto bei {shop}",
    intro: "jemand hat versucht, sich mit dieser E-Mail-Adresse bei {shop} zu registrieren. Für diese Adresse besteht jedoch bereits ein Konto.",
    signIn: "Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an:",
    signInAction: "Anmelden",
    reset: "Passwort vergessen? Wählen Sie ein neues:",
    resetAction: "Neues Passwort wählen",
    ignore: "Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto wurde nicht verändert.",
  },
  newsletter: {
    subject: "Willkommen beim Newsletter von {shop}",
    intro: "vielen Dank für Ihre Anmeldung! Sie erhalten ab jetzt unsere Neuigkeiten, Angebote und exklusive Aktionen für Abonnenten.",
    unsubscribe: "Sie möchten unsere E-Mails nicht mehr erhalten? Sie können sich jederzeit abmelden:",
    unsubscribeAction: "Vom Newsletter abmelden",
  },
};
