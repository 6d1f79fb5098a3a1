import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// The API's tests, and the server's and the seeds' that need a seeded database (*.api.test.ts).
const apiFiles = ["api/**/*.test.ts", "server/**/*.api.test.ts", "db/**/*.api.test.ts"];
const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  test: {
    // Upper bounds, not expectations of speed: on a busy machine a test may take several times as long.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "db/**/*.test.ts", "bench/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.browser.test.tsx", "**/*.api.test.ts", "**/node_modules/**"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        // Components whose behaviour needs a real browser (focus, layout, constraint validation), in Debian's Chromium.
        extends: true as const,
        // The shop's style sheet, so that layout (a list above or below its button) is the real one.
        plugins: [tailwindcss()],
        test: {
          name: "browser",
          include: ["app/**/*.browser.test.tsx"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
                args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
              },
            }),
            instances: [{ browser: "chromium" }],
          },
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
