import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS } from "./bytes.ts";
import { ROOT } from "./server.ts";

const TOOL = path.join(ROOT, "tools/lighthouse");
const BIN = path.join(TOOL, "node_modules/.bin/lighthouse");

export interface LighthouseFigures {
  performance: number; accessibility: number; bestPractices: number; seo: number;
  lcpMs: number; tbtMs: number; cls: number; fcpMs: number;
  /** The host's CPU power as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
  /** The CPU slowdown this run emulated its phone with. */
  cpuSlowdown: number;
}

/** The pinned Lighthouse of tools/lighthouse, installed from its lock file the first time. */
export function ensureLighthouse(): void {
  if (existsSync(BIN)) return;
  console.log("Installing the pinned Lighthouse into tools/lighthouse …");
  execFileSync("npm", ["install", "--prefix", TOOL, "--no-audit", "--no-fund", "--loglevel=error"], { stdio: "inherit" });
}

/**
 * `visitor.cookie` measures a personal page as its visitor; `noindex` pages (checkout, order) leave out
 * the one SEO audit they fail on purpose ("page is blocked from indexing"), the rest of SEO still counts.
 */
export interface LighthouseVisitor { cookie?: string; noindex?: boolean }

const ATTEMPTS = 5;

/**
 * One mobile run (Lighthouse's default: simulated slow 4G; the CPU slowdown given, 4× by default) in
 * Debian's Chromium. Lighthouse now and then fails to record its trace (NO_NAVSTART: seen three times in a
 * row on one CI run, on a page it measured fine before and after): each attempt starts a new Chromium with a
 * new profile, and a failed one is tried again after a pause that doubles (1, 2, 4, 8 s), five times in all.
 */
export async function lighthouse(url: string, cpuSlowdown = 4, visitor: LighthouseVisitor = {}): Promise<LighthouseFigures> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await runOnce(url, cpuSlowdown, visitor);
    } catch (error) {
      const reason = String((error as { stderr?: string }).stderr || (error as Error).message || error).trim();
      failures.push(`attempt ${attempt}: ${reason.slice(-300)}`);
      if (attempt < ATTEMPTS) {
        console.warn(`Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}); trying again: ${reason.split("\n").pop()}`);
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
      }
    }
  }
  throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts:\n${failures.join("\n")}`);
}

async function runOnce(url: string, cpuSlowdown: number, visitor: LighthouseVisitor): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(BIN, [
    url, "--quiet", "--output=json", "--output-path=stdout",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    ...(visitor.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: visitor.cookie })}`] : []),
    ...(visitor.noindex ? ["--skip-audits=is-crawlable"] : []),
    `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round((report.audits[id]?.numericValue ?? 0) * 1000) / 1000;
  return {
    performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"),
    lcpMs: Math.round(value("largest-contentful-paint")), tbtMs: Math.round(value("total-blocking-time")),
    cls: value("cumulative-layout-shift"), fcpMs: Math.round(value("first-contentful-paint")),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN), cpuSlowdown,
  };
}
