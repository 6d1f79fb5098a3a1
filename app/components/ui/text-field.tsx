import { useId, type InputHTMLAttributes } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  name: string;
  /** A stable id, for a form whose error summary links to its fields; otherwise one is made. */
  id?: string;
  label: string;
  /** Already translated; shown under the field and linked to it. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and its error, announced with the field (WCAG 3.3.1). */
export function TextField({ id: givenId, label, error, hint, required, ...input }: TextFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}{required ? <span aria-hidden="true" className="text-red-800"> *</span> : null}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block min-h-11 w-full rounded border border-stone-400 bg-white px-3 py-2 text-stone-900 aria-invalid:border-red-700"
        {...input}
      />
      {hint && <p id={hintId} className="mt-1 text-xs text-stone-600">{hint}</p>}
      {error && <p id={errorId} className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({ label, name, defaultChecked }: { label: string; name: string; defaultChecked?: boolean }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} className="h-5 w-5 accent-stone-900" />
      <label htmlFor={id} className="text-sm text-stone-900">{label}</label>
    </div>
  );
}
