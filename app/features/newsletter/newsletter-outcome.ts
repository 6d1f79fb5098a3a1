import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";

export type NewsletterOutcome = "subscribed" | "newsletter.emailMissing" | "newsletter.emailTooLong" | "newsletter.emailInvalid" | "newsletter.failed";

export type NewsletterEmailError = "newsletter.emailMissing" | "newsletter.emailTooLong" | "newsletter.emailInvalid";

/**
 * The browser's check of the address, before it posts: the rules and catalogue keys of the action's
 * schema (`newsletter-form.server.ts`, kept in step by a test) in plain code, so zod stays out of
 * the first-load bundle (decision 007).
 */
export function checkNewsletterEmail(value: unknown): NewsletterEmailError | null {
  if (typeof value !== "string") return "newsletter.emailMissing";
  const email = value.trim();
  if (email.length < 1) return "newsletter.emailMissing";
  if (email.length > EMAIL_MAX_LENGTH) return "newsletter.emailTooLong";
  if (!EMAIL_PATTERN.test(email)) return "newsletter.emailInvalid";
  return null;
}

const OUTCOMES = new Set<string>(["subscribed", "newsletter.emailMissing", "newsletter.emailTooLong", "newsletter.emailInvalid", "newsletter.failed"]);

/** The outcome carried back in the URL after a form post without JavaScript. */
export function readNewsletterOutcome(value: string | null): NewsletterOutcome | null {
  return value && OUTCOMES.has(value) ? (value as NewsletterOutcome) : null;
}
