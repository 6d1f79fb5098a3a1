import { spawn } from "node:child_process";

/**
 * The machine's limit for issue 18's figures: a plain Node `http` server answering "ok", in a process of its
 * own as the shop's server is, measured in the same run (this shared machine's speed varies from run to run).
 */
export async function startPlainServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
