// The accounts API's answers as the storefront reads them (docs/api.md, /web/v1/auth/*).

export interface Profile {
  id: string;
  email: string;
  name: string;
  lastname: string;
  company: string | null;
  /** E.164, e.g. "+41446681800". */
  phone: string | null;
  birthdate_at: string | null;
  newsletter: boolean;
  lang: string;
}

/** Spec §3 ShippingAddress names. */
export interface Address {
  AddressID: string;
  Name: string;
  Company: string | null;
  Street1: string;
  Street2: string | null;
  CityName: string;
  StateOrProvince: string | null;
  PostalCode: string;
  Country: string;
  Phone: string | null;
  isDefault: boolean;
}

export interface LoginData {
  id: string;
  accessToken: string;
  refreshToken: string;
  remember: boolean;
  name: string;
  lastname: string;
  email: string;
}

/** What an account form's action answers: the form it was, its field errors (catalogue keys) and what the shopper typed. */
export interface AccountFormResult {
  form: string;
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  done?: string;
}
