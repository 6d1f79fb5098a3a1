import { describe, expect, it } from "vitest";
import { readGitHubClaims } from "./github-claims.ts";
import { ProviderAnswerError } from "./social-providers.ts";

const user = { id: 583231, login: "octocat", name: "The Octocat" };
const emails = [
  { email: "583231+octocat@users.noreply.github.com", primary: false, verified: true },
  { email: "Octocat@GitHub.com", primary: true, verified: true },
];

describe("the claims of a GitHub account", () => {
  it("takes the numeric id as subject, the primary e-mail with its verification, and the name split first / rest", () => {
    expect(readGitHubClaims(user, emails)).toEqual({ subject: "583231", email: "octocat@github.com", emailVerified: true, name: "The", lastname: "Octocat" });
  });

  it("falls back to the login without a name", () => {
    expect(readGitHubClaims({ ...user, name: null }, emails)).toMatchObject({ name: "octocat", lastname: "" });
    expect(readGitHubClaims({ ...user, name: "  " }, emails)).toMatchObject({ name: "octocat", lastname: "" });
  });

  it("counts an unverified primary e-mail as unverified, never another verified address instead", () => {
    const unverified = [emails[0], { ...emails[1], verified: false }];
    expect(readGitHubClaims(user, unverified)).toMatchObject({ email: "octocat@github.com", emailVerified: false });
    expect(readGitHubClaims(user, [emails[0]])).toMatchObject({ email: null, emailVerified: false });
    expect(readGitHubClaims(user, [{ ...emails[1], verified: "true" }])).toMatchObject({ emailVerified: false });
  });

  it("refuses an answer without a numeric id or an e-mail list", () => {
    expect(() => readGitHubClaims({ ...user, id: "583231" }, emails)).toThrow(ProviderAnswerError);
    expect(() => readGitHubClaims(null, emails)).toThrow(ProviderAnswerError);
    expect(() => readGitHubClaims(user, { message: "Not Found" })).toThrow(ProviderAnswerError);
  });
});
