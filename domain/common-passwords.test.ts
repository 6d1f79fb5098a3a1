import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it.each(["password1", "12345678", "password", "123456789", "qwertyuiop", "iloveyou1", "juventus", "ciaociao", "azerty123"])(
    "finds %j on the list", (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it("compares case-insensitively after trimming, as the forms trim (spec §5)", () => {
    expect(isCommonPassword("  PassWord1 ")).toBe(true);
    expect(isCommonPassword("\tQWERTYUIOP\n")).toBe(true);
  });

  it.each(["correct horse battery", "a new password 7", "Tr0mbone-Sfogliatella-42"])("lets %j through", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it("holds the whole list", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(40_000);
  });
});
