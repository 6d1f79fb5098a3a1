import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "#app/components/ui/text-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FieldError } from "./checkout-result.ts";

/** Field ids are the field names, so the error summary can link to each field (without JavaScript too). */
export const fieldId = (name: string) => `co-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
export const errorIdOf = (name: string) => `${fieldId(name)}-error`;

export function useFieldError(errors: Record<string, FieldError> | undefined) {
  const { t } = useTranslation();
  return (name: string) => {
    const error = errors?.[name];
    return error ? t(error.key, error.values) : undefined;
  };
}

/** A text field whose id is its name's, so the error summary links to it. */
export function Field(props: TextFieldProps) {
  return <TextField id={fieldId(props.name)} {...props} />;
}

/** A checkbox with its label on the right, and its error under it. */
export function CheckField({ name, label, error, defaultChecked, onChange, children }: {
  name: string; label: ReactNode; error?: string; defaultChecked?: boolean; onChange?: (checked: boolean) => void; children?: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <div>
      <div className="flex min-h-11 items-center gap-2">
        <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(name) : undefined} onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
          className="h-5 w-5 shrink-0 accent-stone-900" />
        <label htmlFor={id} className="text-sm text-stone-900">{label}</label>
      </div>
      {children}
      {error && <p id={errorIdOf(name)} className="text-sm text-red-800">{error}</p>}
    </div>
  );
}

/**
 * What stops the form, listed first and linked to each field (the GOV.UK pattern): without JavaScript the
 * page opens on it; with JavaScript the first wrong field takes the focus.
 */
export function ErrorSummary({ errors, formError, labels }: { errors?: Record<string, FieldError>; formError?: string; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(errors ?? {});
  if (!entries.length && !formError) return null;
  return (
    <div role="alert" tabIndex={-1} data-testid="error-summary" className="rounded border border-red-700 bg-red-50 p-4 text-sm text-red-900">
      <h2 className="font-semibold">{t("checkout.errorsTitle")}</h2>
      {formError && <p className="mt-1">{t(formError)}</p>}
      {entries.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map(([name, error]) => (
            <li key={name}>
              {labels[name] ? <a className="underline underline-offset-2" href={`#${fieldId(name)}`}>{labels[name]}: {t(error.key, error.values)}</a> : t(error.key, error.values)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
