import { describe, expect, it } from "vitest";
import { ADDRESS_FORM, LOGIN_FORM, NEW_PASSWORD_FORM, PROFILE_FORM, REGISTER_FORM, fieldErrors, readAccountForm } from "./account-forms.server.ts";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const REGISTRATION = { name: "Giulia", lastname: "Bianchi", email: " Giulia@Example.com ", password: " correct horse ", confirm_password: "correct horse" };

describe("account forms", () => {
  it("trims the e-mail and the password at sign-in and registration (spec §5)", () => {
    expect(LOGIN_FORM.parse({ email: "  anna@example.com ", password: " secret " })).toEqual({ email: "anna@example.com", password: "secret", remember_me: false });
    const registered = REGISTER_FORM.parse(REGISTRATION);
    expect(registered.email).toBe("Giulia@Example.com");
    expect(registered.password).toBe("correct horse");
    expect(registered.birthdate_at).toBeNull();
  });

  it("names the field of each mistake with a catalogue key", () => {
    const result = REGISTER_FORM.safeParse({ ...REGISTRATION, email: "not-an-address", password: "short", confirm_password: "other", birthdate_at: "2999-01-01", name: " " });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      name: "account.error.nameMissing",
      email: "account.error.emailInvalid",
      password: "account.error.passwordShort",
      birthdate_at: "account.error.birthdateInvalid",
      confirm_password: "account.error.passwordMismatch",
    });
  });

  it("refuses impossible dates of birth and accepts a real one", () => {
    for (const date of ["1990-02-30", "1899-12-31", "31/12/1990"]) {
      expect(REGISTER_FORM.safeParse({ ...REGISTRATION, birthdate_at: date }).success, date).toBe(false);
    }
    expect(REGISTER_FORM.parse({ ...REGISTRATION, birthdate_at: "1990-02-28" }).birthdate_at).toBe("1990-02-28");
  });

  it("turns the phone field's text and country into E.164, or an error on the telephone field", () => {
    const swiss = PROFILE_FORM.parse(readAccountForm(form({ name: "A", lastname: "B", telephone: "044 668 18 00", telephone_country: "CH" })));
    expect(swiss.phone).toBe("+41446681800");
    const none = PROFILE_FORM.parse(readAccountForm(form({ name: "A", lastname: "B", telephone: " ", telephone_country: "IT" })));
    expect(none.phone).toBeNull();
    const wrong = PROFILE_FORM.safeParse(readAccountForm(form({ name: "A", lastname: "B", telephone: "044 668 18 00", telephone_country: "IT" })));
    expect(fieldErrors(wrong.error!.issues)).toEqual({ telephone: "phone.invalid" });
  });

  it("checks an address's required parts, postcode and country", () => {
    const address = { Name: "Giulia Bianchi", Street1: "Via Roma 1", CityName: "Genova", PostalCode: "16121", Country: "IT", telephone: "333 123 4567", telephone_country: "IT" };
    expect(ADDRESS_FORM.parse(readAccountForm(form(address)))).toMatchObject({ Name: "Giulia Bianchi", phone: "+393331234567", Street2: null, isDefault: false });
    const bad = ADDRESS_FORM.safeParse(readAccountForm(form({ ...address, Street1: "", PostalCode: "<script>", Country: "Italy" })));
    expect(fieldErrors(bad.error!.issues)).toEqual({ Street1: "address.error.streetMissing", PostalCode: "address.error.postalCodeInvalid", Country: "address.error.countryMissing" });
  });

  it("needs the two new passwords to match when the reset link is used", () => {
    const token = "a".repeat(43);
    expect(NEW_PASSWORD_FORM.safeParse({ token, password: "long enough", password_check: "long enough" }).success).toBe(true);
    const mismatch = NEW_PASSWORD_FORM.safeParse({ token, password: "long enough", password_check: "different" });
    expect(fieldErrors(mismatch.error!.issues)).toEqual({ password_check: "account.error.passwordMismatch" });
  });
});
