import { describe, expect, it, vi } from "vitest";
import type { Settings } from "#api/settings/settings.schemas.ts";
import { getMiddleware, runMiddleware, type MiddlewareState } from "./middleware.ts";

const SETTINGS = { profile: { name: "Shop" } } as unknown as Settings;
const state = (over: Partial<MiddlewareState> = {}): MiddlewareState => ({
  settings: null, refresh: false, loadSettings: vi.fn(async () => SETTINGS), log: vi.fn(), ...over,
});

describe("route middleware", () => {
  it("auth loads the settings when they are missing", async () => {
    const s = await runMiddleware(["auth"], state());
    expect(s.settings).toBe(SETTINGS);
  });

  it("auth does not load them again unless a refresh was asked, and then clears the flag", async () => {
    const kept = state({ settings: SETTINGS });
    await runMiddleware(["auth"], kept);
    expect(kept.loadSettings).not.toHaveBeenCalled();
    const refreshed = state({ settings: SETTINGS, refresh: true });
    await runMiddleware(["auth"], refreshed);
    expect(refreshed.loadSettings).toHaveBeenCalledOnce();
    expect(refreshed.refresh).toBe(false);
  });

  it("auth logs a failure and lets the navigation go on", async () => {
    const failing = state({ loadSettings: vi.fn(async () => { throw new Error("API down"); }) });
    await expect(runMiddleware(["auth"], failing)).resolves.toBe(failing);
    expect(failing.settings).toBeNull();
    expect(failing.log).toHaveBeenCalledWith("error", expect.any(String), { error: "API down" });
  });

  it("throws on a middleware name that does not exist", () => {
    expect(() => getMiddleware("admin")).toThrow("Unknown middleware: admin");
  });
});
