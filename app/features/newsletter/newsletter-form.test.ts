import { describe, expect, it } from "vitest";
import { NEWSLETTER_FORM } from "./newsletter-form.server.ts";
import { checkNewsletterEmail, readNewsletterOutcome } from "./newsletter-outcome.ts";

const schemaError = (email: unknown) => {
  const result = NEWSLETTER_FORM.safeParse({ email });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("NEWSLETTER_FORM", () => {
  it("trims a valid address", () => {
    expect(NEWSLETTER_FORM.parse({ email: "  a@example.com " })).toEqual({ email: "a@example.com" });
  });
  it("names the problem with a catalogue key", () => {
    expect(schemaError("   ")).toBe("newsletter.emailMissing");
    expect(schemaError("a@b")).toBe("newsletter.emailInvalid");
    expect(schemaError(`${"x".repeat(250)}@example.com`)).toBe("newsletter.emailTooLong");
  });
});

describe("checkNewsletterEmail", () => {
  it.each([
    "a@example.com", "  a@example.com ", "", "   ", "a@b", "a b@example.com", "a@example.c", "@example.com",
    `${"x".repeat(242)}@example.com`, `${"x".repeat(243)}@example.com`, `${"x".repeat(250)}@example.com`, `  ${"x".repeat(242)}@example.com  `,
  ])("answers %j as the action's schema does", (email) => {
    expect(checkNewsletterEmail(email)).toBe(schemaError(email));
  });
  it("treats a missing field as a missing address", () => {
    expect(checkNewsletterEmail(null)).toBe("newsletter.emailMissing");
  });
});

describe("readNewsletterOutcome", () => {
  it("accepts only known outcomes from the URL", () => {
    expect(readNewsletterOutcome("subscribed")).toBe("subscribed");
    expect(readNewsletterOutcome("<script>")).toBeNull();
    expect(readNewsletterOutcome(null)).toBeNull();
  });
});
