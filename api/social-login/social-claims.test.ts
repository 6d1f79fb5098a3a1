import { describe, expect, it } from "vitest";
import { readClaims } from "./social-claims.ts";

describe("what the shop takes from an ID token", () => {
  it("normalizes the e-mail and takes the names", () => {
    expect(readClaims({ sub: "1", email: " Anna@Example.COM ", email_verified: true, given_name: "Anna", family_name: "Rossi" }))
      .toEqual({ subject: "1", email: "anna@example.com", emailVerified: true, name: "Anna", lastname: "Rossi" });
  });

  it("counts Apple's \"true\" and Microsoft's xms_edov as verified, and nothing else", () => {
    expect(readClaims({ sub: "a", email: "a@example.com", email_verified: "true" }).emailVerified).toBe(true);
    expect(readClaims({ sub: "m", email: "m@example.com", xms_edov: true }).emailVerified).toBe(true);
    expect(readClaims({ sub: "x", email: "x@example.com" }).emailVerified).toBe(false);
    expect(readClaims({ sub: "x", email: "x@example.com", email_verified: "false" }).emailVerified).toBe(false);
    expect(readClaims({ sub: "x", email_verified: true }).emailVerified).toBe(false);
  });

  it("refuses an address the shop would not accept, and splits a full name when the parts are missing", () => {
    expect(readClaims({ sub: "x", email: "a,b@example.com", email_verified: true })).toMatchObject({ email: null, emailVerified: false });
    expect(readClaims({ sub: "x", name: "Maria del Carmen Ruiz" })).toMatchObject({ name: "Maria", lastname: "del Carmen Ruiz" });
    expect(readClaims({ sub: "x", email: "luca@example.com" })).toMatchObject({ name: "luca", lastname: "" });
    expect(readClaims({ sub: "x", given_name: "A".repeat(200) }).name).toHaveLength(80);
  });
});
