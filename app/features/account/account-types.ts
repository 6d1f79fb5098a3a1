// The accounts API's answers, as its schemas type them (docs/api.md, /web/v1/auth/*).
export type { Address } from "#api/auth/addresses.schemas.ts";
export type { LoginData, Profile } from "#api/auth/auth.schemas.ts";

/** What an account form's action answers: the form it was, its field errors (catalogue keys) and what the shopper typed. */
export interface AccountFormResult {
  form: string;
  error?: string;
  /** Values of the form message's placeholders: `count` minutes before trying again. */
  errorValues?: Record<string, number | string>;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  done?: string;
}
