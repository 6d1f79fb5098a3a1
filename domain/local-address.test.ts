import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "./local-address.ts";

describe("an address of this machine", () => {
  it("is localhost, 127.0.0.1 or [::1], on any port and scheme; anything else, or no URL, is not", () => {
    expect(["http://localhost:3000", "https://127.0.0.1/", "http://[::1]:8080/x"].map(isLoopbackUrl)).toEqual([true, true, true]);
    expect(["https://shop.example", "http://127.0.0.2", "http://localhost.example.com", "not a url", ""].map(isLoopbackUrl)).toEqual([false, false, false, false, false]);
  });
});
