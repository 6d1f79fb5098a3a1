import { useEffect, useRef, type ComponentProps } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { AccountFormResult } from "./account-types.ts";

/** A form's refusal as a whole (wrong password, expired link…), announced and focusable. */
export function FormMessage({ result }: { result?: AccountFormResult }) {
  const { t } = useTranslation();
  if (!result?.error) return null;
  return <p role="alert" tabIndex={-1} className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(result.error, result.errorValues)}</p>;
}

/**
 * An account form: the server checks it and answers in the shopper's language, so the browser's own
 * messages (in the browser's language) stay out (noValidate). After a refusal the first wrong field,
 * or else the form's message, takes the focus, so a keyboard or screen-reader user lands on it.
 */
export function AccountForm({ result, children, ...props }: Omit<ComponentProps<typeof Form>, "method"> & { result?: AccountFormResult }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result || (!result.error && !Object.keys(result.errors ?? {}).length)) return;
    const form = ref.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [result]);
  return <Form ref={ref} method="post" noValidate {...props}>{children}</Form>;
}
