import { defineConfig } from "vitest/config";

const apiFiles = ["api/**/*.test.ts"];
const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "db/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database === "pglite" ? "api" : "api-postgres",
          include: apiFiles,
          env: { TEST_DATABASE: database },
          globalSetup: ["tests/setup/database-template.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
