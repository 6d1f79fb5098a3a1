import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFetcher, useLocation } from "react-router";
import { checkNewsletterEmail, readNewsletterOutcome, type NewsletterOutcome } from "./newsletter-outcome.ts";

/**
 * The footer's newsletter box. Without JavaScript it posts to /newsletter and comes back with the
 * outcome in the URL; with it, the same rules check the address first and the answer shows inline.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ outcome: NewsletterOutcome }>();
  const location = useLocation();
  const [clientError, setClientError] = useState<NewsletterOutcome | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const inputId = useId();
  const messageId = useId();
  const outcome = clientError ?? fetcher.data?.outcome ?? readNewsletterOutcome(new URLSearchParams(location.search).get("newsletter"));
  const failed = outcome !== null && outcome !== "subscribed";
  const back = `${location.pathname}${location.search}`.replace(/([?&])newsletter=[^&]*&?/, "$1").replace(/[?&]$/, "");

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={(event) => {
        const error = checkNewsletterEmail(new FormData(event.currentTarget).get("email"));
        setClientError(error);
        if (error) event.preventDefault();
      }}
      className="mt-2"
    >
      <label htmlFor={inputId} className="block text-sm">{t("newsletter.email")}</label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={failed || undefined}
          aria-describedby={outcome ? messageId : undefined}
          className="min-w-0 flex-1 rounded border border-stone-400 bg-white px-3 py-2 text-stone-900"
        />
        <button type="submit" disabled={fetcher.state !== "idle"} className="rounded bg-amber-400 px-3 py-2 font-semibold text-stone-900 hover:bg-amber-300">
          {t("newsletter.submit")}
        </button>
      </div>
      <input type="hidden" name="redirectTo" value={back || "/"} />
      {enhanced && <input type="hidden" name="enhanced" value="1" />}
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${failed ? "text-amber-200" : "text-green-200"}`}>
        {outcome === "subscribed" ? t("newsletter.subscribed") : outcome ? t(outcome) : ""}
      </p>
    </fetcher.Form>
  );
}
