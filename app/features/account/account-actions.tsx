import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AccountForm } from "./account-form.tsx";
import type { AccountFormResult } from "./account-types.ts";

/** Sign out, and the account's deletion behind a confirmation (the checkbox must be ticked, with or without JavaScript). */
export function AccountActions({ result }: { result?: AccountFormResult }) {
  const { t } = useTranslation();
  const mine = result?.form === "delete-account" ? result : undefined;
  const confirmError = mine?.errors?.confirm ? t(mine.errors.confirm) : mine?.error ? t(mine.error) : undefined;
  return (
    <section aria-labelledby="account-actions-title" className="space-y-4">
      <h2 id="account-actions-title" className="text-xl font-semibold">{t("account.actions.title")}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="inline-flex min-h-11 items-center rounded border border-stone-900 px-5 font-semibold hover:bg-stone-100">{t("account.logout")}</button>
      </Form>
      <details className="rounded-lg border border-red-200 bg-white p-4" open={Boolean(mine)}>
        <summary className="cursor-pointer font-medium text-red-900">{t("account.delete.title")}</summary>
        <AccountForm result={mine} className="mt-3 space-y-3">
          <p className="text-sm text-stone-800">{t("account.delete.explain")}</p>
          <input type="hidden" name="intent" value="delete-account" />
          <div className="flex min-h-11 items-center gap-2">
            <input id="confirm-delete" type="checkbox" name="confirm" className="h-5 w-5 accent-red-800"
              aria-invalid={confirmError ? true : undefined} aria-describedby={confirmError ? "confirm-delete-error" : undefined} />
            <label htmlFor="confirm-delete" className="text-sm">{t("account.delete.confirm")}</label>
          </div>
          {confirmError && <p id="confirm-delete-error" className="text-sm text-red-800">{confirmError}</p>}
          <button type="submit" className="inline-flex min-h-11 items-center rounded bg-red-800 px-5 font-semibold text-white hover:bg-red-700">{t("account.delete.submit")}</button>
        </AccountForm>
      </details>
    </section>
  );
}
