import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";

/** The action's check; messages are catalogue keys, shown in the shopper's language. The browser runs `checkNewsletterEmail`. */
export const NEWSLETTER_FORM = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, "newsletter.emailMissing"),
    z.maxLength(EMAIL_MAX_LENGTH, "newsletter.emailTooLong"),
    z.regex(EMAIL_PATTERN, "newsletter.emailInvalid"),
  ),
});
