// A real `episodic serve` for the tests: a fresh database in a temporary folder, a free port on
// 127.0.0.1, started as a child process and stopped with Ctrl-C (SIGINT), as a person would.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The command that runs the server: EPISODIC_BIN (make test sets it), else `episodic`. */
const EPISODIC = process.env.EPISODIC_BIN ?? "episodic";

export interface Served {
  url: string;
  /** Stop with SIGINT; resolves to the exit code and what the server wrote to stderr. */
  stop(): Promise<{ code: number | null; stderr: string }>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Start `episodic serve` and wait for its banner (the model is loaded by then). */
export async function serve(args: string[] = [], env: Record<string, string> = {}): Promise<Served> {
  const folder = await mkdtemp(join(tmpdir(), "episodic-ts-"));
  const port = await freePort();
  const command = ["serve", "--db", join(folder, "memory.db"), "--port", String(port), ...args];
  const child = spawn(EPISODIC, command, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HF_HUB_OFFLINE: "1", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (!stdout.includes(`at ${url}/`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await rm(folder, { recursive: true, force: true });
      throw new Error(`episodic serve did not start (${EPISODIC}): ${stderr || stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill("SIGINT");
      const code = await exited;
      await rm(folder, { recursive: true, force: true });
      return { code, stderr };
    },
  };
}
