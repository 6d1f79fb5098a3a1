import type { MailMessages } from "./mail-messages.ts";

// French typography: a no-break space (\u00a0) before « : », « ! » and « ? ».
export const FR: MailMessages = {
  greeting: "Bonjour,",
  linkFallback: "Si le bouton ne fonctionne pas, copiez et collez cette adresse dans votre navigateur\u00a0:",
  signature: "L’équipe {shop}",
  automatic: "Ceci est un message automatique, merci de ne pas y répondre.",
  activation: {
    subject: "Activez votre compte {shop}",
    intro: "Merci pour votre inscription sur {shop}. Pour activer votre compte, veuillez confirmer votre adresse e-mail\u00a0:",
    action: "Activer mon compte",
    validity: "Ce lien est valable 48\u00a0heures.",
    ignore: "Si vous n’avez pas créé de compte, ignorez cet e-mail.",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe {shop}",
    intro: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {shop}.",
    action: "Choisir un nouveau mot de passe",
    validity: "Ce lien est valable 1\u00a0heure.",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne sera pas modifié.",
  },
  exists: {
    subject: "Vous avez déjà un compte {shop}",
    intro: "Quelqu’un a essayé de créer un compte sur {shop} avec cette adresse e-mail, mais un compte existe déjà pour cette adresse.",
    signIn: "Si c’était vous, connectez-vous avec votre mot de passe\u00a0:",
    signInAction: "Se connecter",
    reset: "Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:",
    resetAction: "Choisir un nouveau mot de passe",
    ignore: "Si ce n’était pas vous, ignorez cet e-mail\u00a0: votre compte n’a pas été modifié.",
  },
  newsletter: {
    subject: "Bienvenue dans la newsletter de {shop}",
    intro: "Merci pour votre inscription\u00a0! Vous recevrez nos nouveautés, nos offres et des promotions réservées aux abonnés.",
    unsubscribe: "Vous ne souhaitez plus recevoir nos e-mails\u00a0? Vous pouvez vous désabonner à tout moment\u00a0:",
    unsubscribeAction: "Se désabonner",
  },
};
