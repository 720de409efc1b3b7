// Starts the real konter binary on a free loopback port with a fresh data directory.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";

const BIN = process.env.KONTER_BIN || new URL("../../bin/konter", import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * startShop seeds the demo shop (unless seed is false) and serves it.
 * Returns { url, dataDir, log(), stop() }; log() is everything the server printed.
 */
export async function startShop({ seed = true, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "konter-e2e-"));
  const port = await freePort();
  const baseEnv = {
    ...process.env,
    KONTER_DATA_DIR: dataDir,
    KONTER_LISTEN: `127.0.0.1:${port}`,
    ...env,
  };
  delete baseEnv.KONTER_DATABASE_URL;
  if (seed) execFileSync(BIN, ["seed", "--demo"], { env: baseEnv, stdio: "pipe" });
  const proc = spawn(BIN, ["serve"], { env: baseEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  proc.stdout.on("data", (d) => {
    output += d;
  });
  proc.stderr.on("data", (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`konter serve exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`konter serve did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    bin: BIN,
    env: baseEnv,
    log: () => output,
    async stop() {
      proc.kill("SIGTERM");
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
