// zod/mini: the same checks as zod, tree-shaken to a few kB in the browser bundle.
import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";

/** Shared by the form (browser) and the action (server); messages are catalogue keys, shown in the shopper's language. */
export const NEWSLETTER_FORM = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, "newsletter.emailMissing"),
    z.maxLength(EMAIL_MAX_LENGTH, "newsletter.emailTooLong"),
    z.regex(EMAIL_PATTERN, "newsletter.emailInvalid"),
  ),
});

export type NewsletterOutcome = "subscribed" | "newsletter.emailMissing" | "newsletter.emailTooLong" | "newsletter.emailInvalid" | "newsletter.failed";

const OUTCOMES = new Set<string>(["subscribed", "newsletter.emailMissing", "newsletter.emailTooLong", "newsletter.emailInvalid", "newsletter.failed"]);

/** The outcome carried back in the URL after a form post without JavaScript. */
export function readNewsletterOutcome(value: string | null): NewsletterOutcome | null {
  return value && OUTCOMES.has(value) ? (value as NewsletterOutcome) : null;
}
