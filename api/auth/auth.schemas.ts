import { z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/email.ts";
import { CART } from "#api/cart/cart.schemas.ts";
import { WISHLIST } from "#api/wishlist/wishlist.routes.ts";
import { PASSWORD_MAX_LENGTH as PASSWORD_MAX, PASSWORD_MIN_LENGTH as PASSWORD_MIN } from "#domain/password.ts";

const EMAIL = z.string().trim().max(EMAIL_MAX_LENGTH, "The e-mail address is too long.")
  .regex(EMAIL_PATTERN, "Enter a valid e-mail address.").openapi({ example: "anna@example.com" });

/** Spec §5: passwords are trimmed; 8 to 128 characters after that. */
const NEW_PASSWORD = z.string().trim().min(PASSWORD_MIN, "Use at least 8 characters.").max(PASSWORD_MAX, "Use at most 128 characters.");

const PERSON_NAME = (what: string) => z.string().trim().min(1, `Enter your ${what}.`).max(80, "Use at most 80 characters.");

const OPAQUE_TOKEN = z.string().trim().min(16, "This link is not complete. Open it again from the e-mail.").max(256, "This link is not valid.");

function isPastBirthdate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value > "1900-01-01" && date.getTime() < Date.now();
}

export const BIRTHDATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
  .refine(isPastBirthdate, "Enter a date of birth in the past, after 1900.").nullable().openapi({ example: "1990-04-25" });

export const LOGIN_BODY = z.strictObject({
  email: EMAIL,
  password: z.string().trim().min(1, "Enter your password.").max(PASSWORD_MAX, "Use at most 128 characters."),
  remember_me: z.boolean().optional(),
}).openapi("LoginRequest");

export const REGISTER_BODY = z.strictObject({
  name: PERSON_NAME("first name"),
  lastname: PERSON_NAME("last name"),
  email: EMAIL,
  password: NEW_PASSWORD,
  confirm_password: z.string().trim().max(PASSWORD_MAX, "Use at most 128 characters."),
  newsletter: z.boolean().optional(),
  birthdate_at: BIRTHDATE.optional(),
}).refine((b) => b.password === b.confirm_password, { path: ["confirm_password"], message: "The two passwords do not match." })
  .openapi("RegisterRequest");

export const TOKEN_BODY = z.strictObject({ token: OPAQUE_TOKEN }).openapi("ActivateRequest");

export const RESET_BODY = z.strictObject({ email: EMAIL }).openapi("ResetPasswordRequest");

export const CHANGE_PASSWORD_BODY = z.strictObject({
  token: OPAQUE_TOKEN,
  password: NEW_PASSWORD,
  password_check: z.string().trim().max(PASSWORD_MAX, "Use at most 128 characters."),
}).refine((b) => b.password === b.password_check, { path: ["password_check"], message: "The two passwords do not match." })
  .openapi("ChangePasswordRequest");

export const REFRESH_BODY = z.strictObject({ refreshToken: z.string().min(16, "Sign in again.").max(256, "Sign in again.") }).openapi("RefreshRequest");

export const LOGOUT_BODY = z.strictObject({ refreshToken: z.string().max(256).optional() }).openapi("LogoutRequest");

export const SESSION_TOKENS = z.object({
  accessToken: z.string().openapi({ description: "Bearer token, valid 24 hours" }),
  refreshToken: z.string().openapi({ description: "Single use: POST /auth/refresh answers the next one" }),
  remember: z.boolean().openapi({ description: "true: the refresh token lives 365 days; false: 24 hours" }),
}).openapi("SessionTokens");

export const LOGIN_DATA = z.object({
  id: z.string().uuid(),
  accessToken: z.string(),
  refreshToken: z.string(),
  remember: z.boolean(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  cart: CART,
  wishlist: WISHLIST,
}).openapi("LoginData");

export type LoginData = z.infer<typeof LOGIN_DATA>;

export const PROFILE = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable().openapi({ description: "E.164", example: "+41446681800" }),
  birthdate_at: z.string().nullable().openapi({ example: "1990-04-25" }),
  newsletter: z.boolean().openapi({ description: "On the list, or asked and waiting for the confirmation link" }),
  newsletter_status: z.enum(["none", "pending", "subscribed"]).openapi({ description: "pending: the confirmation e-mail's link is not followed yet (double opt-in)" }),
  lang: z.string(),
}).openapi("Profile");

export type Profile = z.infer<typeof PROFILE>;

const OPTIONAL_TEXT = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).nullable().optional();

export const PHONE_INPUT = z.string().trim().max(32, "Enter a valid phone number, with its country code.").nullable().optional()
  .openapi({ description: "International (\"+41 44 668 18 00\") or E.164; answered as E.164", example: "+41 44 668 18 00" });

export const UPDATE_USER_BODY = z.strictObject({
  name: PERSON_NAME("first name"),
  lastname: PERSON_NAME("last name"),
  company: OPTIONAL_TEXT(120),
  phone: PHONE_INPUT,
  birthdate_at: BIRTHDATE.optional(),
  newsletter: z.boolean(),
}).openapi("UpdateUserRequest");

export const STATUS = <T extends string>(status: T) => z.object({ status: z.literal(status) });
