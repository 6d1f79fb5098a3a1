import type { MailMessages } from "./mail-messages.ts";

export const EN: MailMessages = {
  greeting: "Hello,",
  linkFallback: "If the button does not work, copy and paste this address into your browser:",
  signature: "The {shop} team",
  automatic: "This is an automated message: please do not reply.",
  activation: {
    subject: "Activate your {shop} account",
    intro: "Thank you for registering with {shop}. To activate your account, please confirm your e-mail address:",
    action: "Activate my account",
    validity: "This link is valid for 48 hours.",
    ignore: "If you did not create an account, please ignore this e-mail.",
  },
  reset: {
    subject: "Reset your {shop} password",
    intro: "We received a request to reset the password of your {shop} account.",
    action: "Choose a new password",
    validity: "This link is valid for 1 hour.",
    ignore: "If you did not ask for this, please ignore this e-mail: your password will not change.",
  },
  exists: {
    subject: "You already have a {shop} account",
    intro: "Someone tried to register with {shop} using this e-mail address, but an account with this address already exists.",
    signIn: "If it was you, sign in with your password:",
    signInAction: "Sign in",
    reset: "Forgotten your password? Choose a new one:",
    resetAction: "Choose a new password",
    ignore: "If it was not you, you can ignore this e-mail: your account has not been changed.",
  },
  newsletter: {
    subject: "Welcome to the {shop} newsletter",
    intro: "Thank you for subscribing! You will receive our news, offers and subscriber-only promotions.",
    unsubscribe: "No longer want to receive our e-mails? You can unsubscribe at any time:",
    unsubscribeAction: "Unsubscribe",
  },
};
