// Starts the real konter binary on a free loopback port with a fresh data directory.
import { spawn, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
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

/** The days a moment falls on, in the shop's time zone and in UTC. */
function days(at = new Date()) {
  return ["Asia/Jakarta", "UTC"]
    .map((timeZone) => at.toLocaleDateString("en-CA", { timeZone }))
    .join(" ");
}

/** The environment the binary runs in: `env` over this process's, on the SQLite file in dataDir. */
function shopEnv(dataDir, env) {
  const shopEnv = { ...process.env, KONTER_DATA_DIR: dataDir, ...env };
  delete shopEnv.KONTER_DATABASE_URL;
  return shopEnv;
}

/** The seed command's arguments for the demo: a chain of two outlets or, with oneOutlet, one. */
const demoArgs = (oneOutlet) => ["seed", "--demo", ...(oneOutlet ? ["--one-outlet"] : [])];

/**
 * seedDemoTemplate seeds the demo shop once, as a chain and as a shop of one outlet, each into a
 * data directory of its own for every shop of a test run to copy (run.mjs passes `env` to the
 * test files): seeding hashes the demo staff's passwords, which costs more than a copy. A
 * directory is complete once its seeding process has exited (SQLite's files closed, the
 * pictures written).
 */
export function seedDemoTemplate() {
  const seeded = days();
  const [chain, one] = [false, true].map((oneOutlet) => {
    const dir = mkdtempSync(join(tmpdir(), "konter-e2e-demo-"));
    execFileSync(BIN, demoArgs(oneOutlet), { env: shopEnv(dir, {}), stdio: "pipe" });
    return dir;
  });
  return {
    dirs: [chain, one],
    env: { KONTER_E2E_DEMO: chain, KONTER_E2E_DEMO_ONE_OUTLET: one, KONTER_E2E_DEMO_DAYS: seeded },
  };
}

/**
 * seedDemo fills env's data directory with the demo shop: a copy of the run's template when
 * there is one, made for the same environment and on the same day (the demo's documents are
 * dated from the moment they were seeded); else seeds it in env (ownEnv: what the test set).
 */
function seedDemo(env, ownEnv, oneOutlet) {
  const template = process.env[oneOutlet ? "KONTER_E2E_DEMO_ONE_OUTLET" : "KONTER_E2E_DEMO"];
  const copy = template && Object.keys(ownEnv).length === 0;
  if (copy && process.env.KONTER_E2E_DEMO_DAYS === days()) {
    cpSync(template, env.KONTER_DATA_DIR, { recursive: true });
  } else {
    execFileSync(BIN, demoArgs(oneOutlet), { env, stdio: "pipe" });
  }
}

/**
 * startShop seeds the demo shop (unless seed is false), a chain of two outlets or, with
 * oneOutlet, a shop of one, and serves it.
 * Returns { url, dataDir, log(), printed(find), stop() }; log() is everything the server
 * printed, and printed(find) waits until find(log()) gives something (a truthy value) and gives it.
 */
export async function startShop({ seed = true, oneOutlet = false, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "konter-e2e-"));
  if (seed) seedDemo(shopEnv(dataDir, env), env, oneOutlet);
  // Between freePort and the server's listening, another process (another test file's, a
  // browser's connection) may take the port: the server then starts again on another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await serve(dataDir, port, env);
    } catch (err) {
      if (attempt === 3 || !/address already in use/.test(err.message)) throw err;
    }
  }
}

/** serve runs `konter serve` on dataDir at port, for startShop. */
async function serve(dataDir, port, env) {
  const baseEnv = shopEnv(dataDir, { KONTER_LISTEN: `127.0.0.1:${port}`, ...env });
  const proc = spawn(BIN, ["serve"], { env: baseEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let ended = false;
  const listeners = new Set();
  const tell = () => {
    for (const heard of listeners) heard();
  };
  const record = (d) => {
    output += d;
    tell();
  };
  proc.stdout.on("data", record);
  proc.stderr.on("data", record);
  proc.once("exit", () => {
    ended = true;
    tell();
  });

  // A server that stops printing without giving what is awaited has hung: the deadline only
  // has to outlast a slow machine.
  async function printed(find, what = "the awaited output", deadline = 60_000) {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      tell();
    }, deadline);
    try {
      for (;;) {
        const found = find(output);
        if (found) return found;
        if (ended) throw new Error(`konter serve exited:\n${output}`);
        if (late) throw new Error(`konter serve did not print ${what}:\n${output}`);
        let heard;
        await new Promise((r) => listeners.add((heard = r)));
        listeners.delete(heard);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  // It prints its address once it listens there.
  const url = `http://127.0.0.1:${port}`;
  await printed((out) => out.includes(`${url}/`), "its address");
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`konter serve is not healthy (${health.status}):\n${output}`);
  return {
    url,
    dataDir,
    bin: BIN,
    env: baseEnv,
    log: () => output,
    printed,
    async stop() {
      proc.kill("SIGTERM");
      await new Promise((r) => (ended ? r() : proc.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
