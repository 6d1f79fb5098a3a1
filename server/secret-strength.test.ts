import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { estimatedBits, findSecretProblem, isPlaceholderCredential, shortestPeriod, weakSecretMessage } from "./secret-strength.ts";

describe("findSecretProblem", () => {
  it.each([
    ["changeme four times", "changeme".repeat(4), "placeholder"],
    ["32 × a", "a".repeat(32), "repeats"],
    ["a phrase with 'secret' in it", "my-super-secret-session-key-2024", "placeholder"],
    ["a placeholder hidden by case and separators", "Change_Me-Now-Please-0123456789AB", "placeholder"],
    ["a keyboard row", "qwertyuiop[]asdfghjkl;zxcvbnm,./", "placeholder"],
    ["a pattern repeated, cut short", "x7Kp9Qm2".repeat(4) + "x7K", "repeats"],
    ["half a string twice", "Zq8#vL2m!Rt5@Wn1".repeat(2), "repeats"],
    ["few different characters", "abababababababababcbcbcbcbcbcbcbdd", "few_characters"],
    ["the alphabet", "abcdefghijklmnopqrstuvwxyz012345", "sequence"],
    ["a countdown", "9876543210zyxwvutsrqponmlkjihgfedcba", "sequence"],
    ["a sentence run together", "thisisaverylongsessionkeyforvetrina", "one_kind"],
    ["only digits", "31415926535897932384626433832795028", "one_kind"],
    ["too short", "Zq8#vL2m!Rt5@Wn1", "too_short"],
  ])("refuses %s", (_name, secret, kind) => {
    expect(findSecretProblem(secret)?.kind).toBe(kind);
  });

  it("refuses a secret with little randomness in it even when no other rule catches it", () => {
    // Ten different characters, no repeated pattern, no run: but one of every two is an "a".
    expect(findSecretProblem("aaXaaQaaZaaKaaMaaPaaWaaRaaQaaXaaZ9")).toEqual({ kind: "low_entropy", bits: 68 });
  });

  // Random bytes from a fixed seed, so the test reads the same ones every run. Measured on a million
  // truly random secrets of each kind: none refused, except 1–3 per million base64 ones that happen
  // to spell a placeholder word (the operator sees it in the message and makes another).
  const bytes = (i: number, n: number) => createHash("sha512").update(`vetrina-secret-${i}`).digest().subarray(0, n);
  const uuid = (i: number) => bytes(i, 16).toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-");
  it.each([
    ["openssl rand -base64 48", (i: number) => bytes(i, 48).toString("base64")],
    ["openssl rand -base64 32", (i: number) => bytes(i, 32).toString("base64")],
    ["openssl rand -hex 32", (i: number) => bytes(i, 32).toString("hex")],
    ["openssl rand -hex 16 (128 bits, the shortest we accept)", (i: number) => bytes(i, 16).toString("hex")],
    ["32 random bytes in base64url (the development default)", (i: number) => bytes(i, 32).toString("base64url")],
    ["a UUID with its dashes", uuid],
  ])("accepts random secrets made like %s", (_name, make) => {
    const refused = Array.from({ length: 5000 }, (_, i) => make(i)).filter((secret) => findSecretProblem(secret) !== null);
    expect(refused).toEqual([]);
  });
});

describe("the measures behind it", () => {
  it("finds the shortest pattern a text repeats", () => {
    expect(shortestPeriod("changemechangeme")).toBe(8);
    expect(shortestPeriod("abcabcab")).toBe(3);
    expect(shortestPeriod("abcd")).toBe(4);
    expect(shortestPeriod("aaaa")).toBe(1);
  });

  it("estimates bits from the text's own character frequencies", () => {
    expect(estimatedBits("a".repeat(32))).toBe(0);
    expect(estimatedBits("ab".repeat(16))).toBe(32);
    expect(estimatedBits("0123456789abcdef".repeat(2))).toBe(128);
  });
});

describe("weakSecretMessage", () => {
  it("says what is wrong and how to make a good one, never the secret", () => {
    const secret = "changeme".repeat(4);
    const message = weakSecretMessage("SESSION_SECRET", findSecretProblem(secret)!);
    expect(message).toMatch(/^SESSION_SECRET is not a random secret: it holds "changeme", a word of examples and placeholders\. Make one with `openssl rand -base64 48`/);
    expect(message).not.toContain(secret);
  });
});

describe("isPlaceholderCredential", () => {
  it.each(["pass", "password", "Password123", "changeme", "postgres", "secret!", "1234"])("refuses %j in a connection URL", (password) => {
    expect(isPlaceholderCredential(password)).toBe(true);
  });
  it.each(["s3cr3t-but-long-Qz9", "kT4v9Lm2Qx", "4815162342108"])("accepts %j: other systems choose their own passwords", (password) => {
    expect(isPlaceholderCredential(password)).toBe(false);
  });
});
