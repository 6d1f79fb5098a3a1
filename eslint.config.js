import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const forbid = (groups, message, allowTypeImports = false) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: groups, message, allowTypeImports }] }],
});

// The patterns are gitignore-style, where a leading "#" starts a comment: "\\#db/*" is how they name "#db/*".
const APP_PATTERNS = [
  { group: ["\\#db/*", "\\#server/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "app/ never touches the database or the server." },
  { group: ["\\#api/*"], message: "app/ may import the API's types only (import type).", allowTypeImports: true },
  { group: ["\\#domain/common-passwords.ts", "@zxcvbn-ts/*"], message: "The common-password list (~380 kB) stays on the API; the storefront shows its refusal (decision 010)." },
];

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "tools/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  // The one-way direction of imports (CONVENTIONS.md): domain ← db ← api; app sees the API's types only.
  // The patterns are gitignore-style, where a leading "#" starts a comment: "\\#db/*" is how they name "#db/*".
  { files: ["domain/**"], rules: forbid(["\\#app/*", "\\#api/*", "\\#db/*", "\\#server/*", "../*", "drizzle-orm", "drizzle-orm/*", "react", "hono"], "domain/ imports nothing of ours and no framework.") },
  { files: ["db/**"], rules: forbid(["\\#app/*", "\\#api/*", "\\#server/*"], "db/ may use domain/ only.") },
  { files: ["api/**"], rules: forbid(["\\#app/*", "\\#server/*"], "api/ uses domain/ and db/ only.") },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: APP_PATTERNS,
        // Issue 22: one function keeps every redirect's final target on the shop.
        paths: [{ name: "react-router", importNames: ["redirect", "redirectDocument", "replace"], message: "Redirect with redirectOnSite (#app/lib/redirect.ts): it keeps the target on the shop." }],
      }],
    },
  },
  { files: ["app/lib/redirect.ts"], rules: { "no-restricted-imports": ["error", { patterns: APP_PATTERNS }] } },
);
