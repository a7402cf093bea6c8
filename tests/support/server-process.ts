import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outboxFiles, loginCodeIn } from './outbox';

// The real server as a process of its own (`node --import tsx src/server/main.ts`, one process,
// so a kill -9 reaches the server itself and not a wrapper), on a DATA_DIR and a port that stay
// the same across restarts: for tests of what survives a crash, a restart, a backup. Unlike
// createTestApp, nothing is shared with the test process: the test talks to it over HTTP and may
// read its SQLite file beside it.

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'src/server/main.ts');

/** How long a start may take on a loaded machine before it counts as failed. */
const START_TIMEOUT_MS = 90_000;
/** What the process's output keeps for failure messages (the newest characters). */
const OUTPUT_KEPT = 64 * 1024;

export interface ServerProcessOptions {
  /** The data folder (default: a new temporary one, removed by dispose()). */
  dataDir?: string;
  /** Environment on top of the defaults (NODE_ENV=test, DATA_DIR, PORT, HOST, PUBLIC_URL…). */
  env?: Record<string, string>;
  /** The port (default: a free one, chosen at the first start and kept for restarts). */
  port?: number;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The running process's id, or null while it is not running. */
  readonly pid: number | null;
  /** Starts it (again) on the same DATA_DIR and port; resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** SIGTERM, and waits for it to exit (the server's own shutdown runs). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, nothing flushed; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** stop() then start(). */
  restart(): Promise<void>;
  /** kill9() then start(): a crash and the next start on the same data. */
  crashAndRestart(): Promise<void>;
  /** A request to the server (`path` like `/api/health`). */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** What the process wrote to stdout and stderr (newest 64 KB), for failure messages. */
  output(): string;
  /** Stops it (SIGKILL if it does not stop in time) and removes a data folder it made. */
  dispose(): Promise<void>;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The variables every test server gets; nothing is inherited but PATH and HOME. */
function baseEnv(dataDir: string, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and waits until it is healthy. */
export async function startServer(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-server-'));
  let port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };

  async function healthy(current: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(
          `the server exited (${current.exitCode ?? current.signalCode}) while starting:\n${output}`,
        );
      }
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await pause(100);
    }
    throw new Error(`the server did not answer /api/health in ${START_TIMEOUT_MS} ms:\n${output}`);
  }

  async function startOnce(): Promise<void> {
    const current = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      env: { ...baseEnv(dataDir, port), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    current.stdout?.on('data', keep);
    current.stderr?.on('data', keep);
    try {
      await healthy(current);
    } catch (error) {
      current.kill('SIGKILL');
      await exited(current);
      child = null;
      throw error;
    }
  }

  async function start(): Promise<void> {
    if (child) throw new Error('the server is already running');
    try {
      await startOnce();
    } catch (error) {
      // A port chosen here may have been taken by someone else meanwhile: one more try.
      if (options.port !== undefined || !output.includes('EADDRINUSE')) throw error;
      port = await freePort();
      await startOnce();
    }
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const current = child;
    if (!current) return;
    current.kill(name);
    await exited(current);
    child = null;
  }

  async function stop(): Promise<void> {
    const current = child;
    if (!current) return;
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), 15_000);
    await exited(current);
    clearTimeout(timer);
    child = null;
  }

  const server: ServerProcess = {
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
    dataDir,
    get pid() {
      return child?.pid ?? null;
    },
    start,
    stop,
    kill9: () => signal('SIGKILL'),
    async restart() {
      await stop();
      await start();
    },
    async crashAndRestart() {
      await signal('SIGKILL');
      await start();
    },
    fetch: (pathname, init) => fetch(`http://127.0.0.1:${port}${pathname}`, init),
    output: () => output,
    async dispose() {
      await stop();
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await start();
  } catch (error) {
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return server;
}

/** `name=value` of a cookie a reply set, for the next request's Cookie header. */
export function cookieOf(res: Response, name: string): string {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  throw new Error(`no ${name} cookie in the reply (status ${res.status})`);
}

/**
 * Logs in over HTTP as a browser does: asks for a code, reads it from the outbox in DATA_DIR
 * (the server has no SMTP_URL), checks it. The session's `jemput_session=…` for Cookie headers.
 * `headers` go with both requests (an X-Forwarded-For of its own when TRUST_PROXY is set).
 */
export async function logInOverHttp(
  server: ServerProcess,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const to = email.trim().toLowerCase();
  const before = outboxFiles(server.dataDir, to).length;
  const asked = await server.fetch('/api/auth/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 200) throw new Error(`code request: ${asked.status} ${await asked.text()}`);
  const attempt = cookieOf(asked, 'jemput_login');
  // The mail may leave a moment after the reply (an outbox sends it): wait for its file.
  let file: string | undefined;
  for (let waited = 0; !file && waited < 15_000; waited += 50) {
    const files = outboxFiles(server.dataDir, to);
    if (files.length > before) file = files.at(-1);
    else await pause(50);
  }
  if (!file) throw new Error(`no login mail to ${to} in ${server.dataDir}/outbox`);
  const code = loginCodeIn(fs.readFileSync(file, 'utf8'));
  const verified = await server.fetch('/api/auth/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: attempt, ...headers },
    body: JSON.stringify({ email, code }),
  });
  if (verified.status !== 200) {
    throw new Error(`code check: ${verified.status} ${await verified.text()}`);
  }
  return cookieOf(verified, 'jemput_session');
}
