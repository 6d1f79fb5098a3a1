import type { MailMessages } from "./mail-messages.ts";

export const IT: MailMessages = {
  greeting: "Ciao,",
  linkFallback: "Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:",
  signature: "Il team di {shop}",
  automatic: "Questo è un messaggio automatico: ti preghiamo di non rispondere.",
  activation: {
    subject: "Attiva il tuo account su {shop}",
    intro: "grazie per la registrazione su {shop}. Per attivare il tuo account, conferma il tuo indirizzo e-mail:",
    action: "Attiva l'account",
    validity: "Il link è valido per 48 ore.",
    ignore: "Se non hai creato tu un account, ignora questa e-mail.",
  },
  reset: {
    subject: "Reimposta la tua password su {shop}",
    intro: "abbiamo ricevuto una richiesta di reimpostazione della password del tuo account su {shop}.",
    action: "Scegli una nuova password",
    validity: "Il link è valido per un'ora.",
    ignore: "Se non hai richiesto tu la reimpostazione, ignora questa e-mail: la tua password resterà invariata.",
  },
  exists: {
    subject: "Hai già un account su {shop}",
    intro: "qualcuno ha provato a registrarsi su {shop} con questo indirizzo e-mail, ma esiste già un account con questo indirizzo.",
    signIn: "Se eri tu, accedi con la tua password:",
    signInAction: "Accedi",
    reset: "Non ricordi la password? Scegline una nuova:",
    resetAction: "Scegli una nuova password",
    ignore: "Se non eri tu, puoi ignorare questa e-mail: il tuo account non è stato modificato.",
  },
  newsletter: {
    subject: "Ti diamo il benvenuto nella newsletter di {shop}",
    intro: "grazie per l'iscrizione! Riceverai le nostre novità, le offerte e le promozioni riservate agli iscritti.",
    unsubscribe: "Non vuoi più ricevere le nostre e-mail? Puoi annullare l'iscrizione in qualsiasi momento:",
    unsubscribeAction: "Annulla l'iscrizione",
  },
};
