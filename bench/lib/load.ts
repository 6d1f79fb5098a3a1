import { execFile, execFileSync } from "node:child_process";
import { request } from "node:http";
import { promisify } from "node:util";
import autocannon from "autocannon";

export interface LoadFigures { connections: number; rps: number; p50: number; p99: number; errors: number; non2xx: number }

export interface LoadOptions {
  url: string; connections: number; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string;
  seconds?: number;
  /** Exactly this many requests instead of a duration (e.g. one per prepared checkout). */
  amount?: number;
  /** A fresh body per request (e.g. another visitor each time). */
  setupRequest?: (req: any) => any;
}

/**
 * Real HTTP on loopback for `seconds` (or `amount` requests), `connections` at a time. A GET for a duration goes
 * through Debian's wrk; the rest (posts, a request made per visitor, a count of requests) through autocannon.
 * autocannon reads bodies at about 80 MB/s on this machine: a plain Node server sending a 15 kB page answered it
 * 5,300 times a second, and wrk 82,000 times (docs/performance.md) — it measured itself, not the shop's pages.
 */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  if ((options.method ?? "GET") === "GET" && !options.amount && !options.setupRequest && hasWrk()) return wrkLoad(options);
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

let wrkFound: boolean | undefined;

/**
 * Whether Debian's wrk is installed (`apt-get install wrk`; .ci/run installs it). The full bench needs it
 * (bench.ts); without it the short one loads with autocannon, whose figures it does not judge.
 */
export function hasWrk(): boolean {
  if (wrkFound === undefined) {
    try {
      execFileSync("wrk", ["--version"], { stdio: "ignore" });
      wrkFound = true;
    } catch (error) {
      // wrk --version prints its version and exits 1.
      wrkFound = (error as { status?: number }).status === 1;
    }
  }
  return wrkFound;
}

/** One thread of wrk (the other core is the server's), with its latency distribution. */
async function wrkLoad(options: LoadOptions): Promise<LoadFigures> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)("wrk", [
    "-t1", `-c${options.connections}`, `-d${options.seconds ?? 10}s`, "--timeout", "10s", "--latency", ...headers, options.url,
  ], { maxBuffer: 1024 * 1024 });
  return { connections: options.connections, ...parseWrk(stdout) };
}

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's report: requests per second, the 50th and 99th percentile latencies in ms, errors and non-2xx/3xx answers. */
export function parseWrk(report: string): Omit<LoadFigures, "connections"> {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report);
  if (!rps) throw new Error(`wrk gave no figures: ${report.slice(0, 500)}`);
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(report);
    return m ? Math.round(Number(m[1]) * WRK_UNITS[m[2]!]! * 100) / 100 : Number.NaN;
  };
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    rps: Math.round(Number(rps[1])),
    p50: percentile(50),
    p99: percentile(99),
    errors: sockets ? sockets.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
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
