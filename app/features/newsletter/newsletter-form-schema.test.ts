import { describe, expect, it } from "vitest";
import { NEWSLETTER_FORM, readNewsletterOutcome } from "./newsletter-form-schema.ts";

const firstError = (email: string) => {
  const result = NEWSLETTER_FORM.safeParse({ email });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("NEWSLETTER_FORM", () => {
  it("trims a valid address", () => {
    expect(NEWSLETTER_FORM.parse({ email: "  a@example.com " })).toEqual({ email: "a@example.com" });
  });
  it("names the problem with a catalogue key", () => {
    expect(firstError("   ")).toBe("newsletter.emailMissing");
    expect(firstError("a@b")).toBe("newsletter.emailInvalid");
    expect(firstError(`${"x".repeat(250)}@example.com`)).toBe("newsletter.emailTooLong");
  });
});

describe("readNewsletterOutcome", () => {
  it("accepts only known outcomes from the URL", () => {
    expect(readNewsletterOutcome("subscribed")).toBe("subscribed");
    expect(readNewsletterOutcome("<script>")).toBeNull();
    expect(readNewsletterOutcome(null)).toBeNull();
  });
});
