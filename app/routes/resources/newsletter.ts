import { data } from "react-router";
import { splitLocalePath } from "#domain/locale.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { NEWSLETTER_FORM } from "#app/features/newsletter/newsletter-form.server.ts";
import type { NewsletterOutcome } from "#app/features/newsletter/newsletter-outcome.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import type { Route } from "./+types/newsletter";

/**
 * The footer's newsletter form. With JavaScript (a fetcher marks itself "enhanced") the outcome comes
 * back as data for an inline message; without it, the shopper goes back to the page with the outcome
 * in the URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = toSafeRedirect(String(form.get("redirectTo") ?? "/"));
  const { lang } = splitLocalePath(new URL(back, "http://site.invalid").pathname);
  const parsed = NEWSLETTER_FORM.safeParse({ email: form.get("email") ?? "" });
  let outcome: NewsletterOutcome = "subscribed";
  if (!parsed.success) {
    outcome = parsed.error.issues[0]!.message as NewsletterOutcome;
  } else {
    try {
      await apiFor(request, context, lang).post("/newsletter/subscribe", { email: parsed.data.email });
    } catch (error) {
      context.log("warn", "newsletter subscription failed", { error: String(error) });
      outcome = "newsletter.failed";
    }
  }
  if (form.get("enhanced") === "1") return data({ outcome }, { status: outcome === "subscribed" ? 200 : 400 });
  const target = new URL(back, "http://site.invalid");
  target.searchParams.set("newsletter", outcome);
  return redirectOnSite(`${target.pathname}${target.search}#newsletter`, 303);
}

export function loader() {
  return redirectOnSite("/", 303);
}
