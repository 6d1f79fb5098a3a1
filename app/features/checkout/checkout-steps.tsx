import { useTranslation } from "#app/i18n/use-translation.tsx";

const STEPS = ["checkout.steps.who", "checkout.steps.how", "checkout.steps.done"] as const;

/** Where the shopper is in the purchase: who and where, how, done. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("checkout.steps.label")}>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map((key, i) => {
          const n = i + 1;
          const state = n < current ? "done" : n === current ? "current" : "next";
          return (
            <li key={key} aria-current={state === "current" ? "step" : undefined} className="flex items-center gap-2">
              <span aria-hidden="true" className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${state === "next" ? "border border-stone-400 text-stone-700" : "bg-stone-900 text-white"}`}>
                {state === "done" ? "✓" : n}
              </span>
              <span className={state === "current" ? "font-semibold" : "text-stone-700"}>
                {t(key)}<span className="sr-only"> — {t(`checkout.steps.state.${state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
