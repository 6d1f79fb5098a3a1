import { request } from "node:http";
import autocannon from "autocannon";

export interface LoadFigures { connections: number; rps: number; p50: number; p99: number; errors: number; non2xx: number }

/** Real HTTP on loopback for `seconds` (or `amount` requests), `connections` at a time (autocannon). */
export async function load(options: {
  url: string; connections: number; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string;
  seconds?: number;
  /** Exactly this many requests instead of a duration (e.g. one per prepared checkout). */
  amount?: number;
  /** A fresh body per request (e.g. another visitor each time). */
  setupRequest?: (req: any) => any;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url, connections: options.connections, method: options.method ?? "GET",
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    headers: options.headers, body: options.body, ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  return {
    connections: options.connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Milliseconds to the first byte of one request. */
export async function timeToFirstByte(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const reader = response.body?.getReader();
  await reader?.read();
  const ms = performance.now() - started;
  await reader?.cancel();
  return Math.round(ms * 10) / 10;
}

/** The bytes of one answer's body as they crossed the wire (compressed as asked: fetch would decompress). */
export function wireBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => { bytes += chunk.length; });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
