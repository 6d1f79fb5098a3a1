import { z } from "@hono/zod-openapi";
import { isPhoneCountry } from "#domain/phone.ts";

/** A customer keeps at most this many addresses. */
export const ADDRESSES_MAX = 20;

const REQUIRED = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);
const OPTIONAL = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).nullable().optional();

/** Spec §3 ShippingAddress names. */
export const ADDRESS_BODY = z.strictObject({
  Name: REQUIRED("Enter the name of the person who receives the parcel.", 120),
  Company: OPTIONAL(120),
  Street1: REQUIRED("Enter the street and house number.", 200),
  Street2: OPTIONAL(200),
  CityName: REQUIRED("Enter the town or city.", 120),
  StateOrProvince: OPTIONAL(120),
  PostalCode: REQUIRED("Enter the postal code.", 12),
  Country: z.string({ error: "Choose a country." }).trim().toUpperCase()
    .refine((v) => /^[A-Z]{2}$/.test(v) && isPhoneCountry(v), "Choose a country (a two-letter ISO code such as IT).")
    .openapi({ description: "ISO 3166-1 alpha-2", example: "IT" }),
  Phone: z.string().trim().max(32, "Enter a valid phone number, with its country code.").nullable().optional()
    .openapi({ description: "International or E.164; answered as E.164", example: "+39 02 1234567" }),
  isDefault: z.boolean().optional().openapi({ description: "true makes this the default address; the first address is always the default" }),
}).openapi("AddressRequest");

export type AddressBody = z.infer<typeof ADDRESS_BODY>;

export const ADDRESS = z.object({
  AddressID: z.string().uuid(),
  Name: z.string(),
  Company: z.string().nullable(),
  Street1: z.string(),
  Street2: z.string().nullable(),
  CityName: z.string(),
  StateOrProvince: z.string().nullable(),
  PostalCode: z.string(),
  Country: z.string(),
  Phone: z.string().nullable(),
  isDefault: z.boolean(),
}).openapi("Address");

export type Address = z.infer<typeof ADDRESS>;

export const ADDRESS_PARAMS = z.object({
  id: z.string().uuid("There is no address with this id.").openapi({ param: { name: "id", in: "path" }, example: "0b0c5f7e-2f4e-4a4c-9a53-6e3b0f0a1d2c" }),
});
