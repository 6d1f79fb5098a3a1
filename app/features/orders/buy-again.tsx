import { useEffect, useState } from "react";
import { useActionData, useFetcher, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** Spec §9: "Buy-again delays 1000 ms each" — they pace what the shopper sees (decision 014). */
export const BUY_AGAIN_DELAY_MS = 1000;

export type BuyAgainResult = { to: string } | { error: string };

type Step = "idle" | "emptying" | "adding" | "done";

/**
 * Spec §4 buy again: the cart emptied, a second, the order's items added, a second, then the cart. The
 * API does it all in one call under the first step (decision 014); the steps only decide when the
 * shopper moves on. Without JavaScript the form posts and the cart answers at once.
 */
export function BuyAgain({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<BuyAgainResult>();
  const [step, setStep] = useState<Step>("idle");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Without JavaScript the form posted as a page: a refusal comes back as the page's action data.
  const posted = useActionData() as BuyAgainResult | undefined;
  const answer = result ?? posted;
  const failed = answer && "error" in answer ? answer.error : null;

  useEffect(() => {
    if (failed) { setStep("idle"); return; }
    if (step === "emptying" || step === "adding") {
      const timer = setTimeout(() => setStep(step === "emptying" ? "adding" : "done"), BUY_AGAIN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // The refresh: the cart's page loads the cart (and the header its count) afresh.
    if (step === "done" && result && "to" in result) void navigate(result.to);
  }, [step, failed, result, navigate]);

  const busy = step !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-2" onSubmit={(event) => {
      if (!hydrated || busy) return;
      event.preventDefault();
      setStep("emptying");
      void fetcher.submit({ intent: "buy-again", via: "js" }, { method: "post" });
    }}>
      <input type="hidden" name="intent" value="buy-again" />
      <button type="submit" disabled={disabled || busy} aria-describedby="buy-again-hint"
        className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
        {t("orders.buyAgain.submit")}
      </button>
      <p id="buy-again-hint" className="text-sm text-stone-700">{t("orders.buyAgain.hint")}</p>
      <p role="status" className="text-sm font-medium" data-testid="buy-again-progress">
        {step === "emptying" ? t("orders.buyAgain.emptying") : step === "adding" || step === "done" ? t("orders.buyAgain.adding") : ""}
      </p>
      {failed && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(failed)}</p>}
    </fetcher.Form>
  );
}
