import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessPhoneCountry, ipCountryRequestUrl } from "./phone-country.server.ts";

let server: Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    if (req.url?.includes("198.51.100.7")) return void res.end("1;CH;CHE;Switzerland");
    if (req.url?.includes("198.51.100.8")) { res.writeHead(302, { location: "http://elsewhere.invalid/" }); return void res.end(); }
    res.end("0;unknown");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (clientIp: string, ipCountryUrl?: string) => {
  const logged: string[] = [];
  return { logged, clientIp, ipCountryUrl, log: (_level: string, msg: string) => { logged.push(msg); } };
};

describe("the phone field's first country", () => {
  it("builds the service's address with {ip} or by appending it", () => {
    expect(ipCountryRequestUrl("https://geo.example/lookup?ip={ip}", "2001:db8::1")).toBe("https://geo.example/lookup?ip=2001%3Adb8%3A%3A1");
    expect(ipCountryRequestUrl("https://geo.example/v1", "203.0.113.9")).toBe("https://geo.example/v1/203.0.113.9");
  });

  it("comes from the language when no service is configured", async () => {
    expect(await guessPhoneCountry(context("198.51.100.7"), "de")).toBe("DE");
  });

  it("comes from the service's answer (spec §7: starts with 1, country at characters 3–4), asked once a day per address", async () => {
    const shopper = context("198.51.100.7", `${base}/ip/{ip}`);
    expect(await guessPhoneCountry(shopper, "it")).toBe("CH");
    expect(await guessPhoneCountry(shopper, "it")).toBe("CH");
    expect(asked.filter((url) => url === "/ip/198.51.100.7")).toHaveLength(1);
  });

  it("falls back to the language, logging 'unable to fetch the country', on a refusal or a redirect", async () => {
    for (const ip of ["198.51.100.9", "198.51.100.8"]) {
      const shopper = context(ip, `${base}/ip/{ip}`);
      expect(await guessPhoneCountry(shopper, "fr")).toBe("FR");
      expect(shopper.logged).toEqual(["unable to fetch the country"]);
    }
  });
});
