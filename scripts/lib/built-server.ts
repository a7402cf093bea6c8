import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

// Starts the built server (dist/server/main.js, as `npm start` runs it) on a free port with its
// own data folder, so a journey owns its database and may change settings without disturbing others.

export interface TestServer {
  url: string;
  dataDir: string;
  /** The tail of the server's output, and whether it is still running. */
  output(): { log: string; running: boolean };
  /** Runs SQL against the server's SQLite database (WAL lets the server keep serving). */
  sql(statement: string, ...params: unknown[]): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const entry = path.resolve('dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep only the tail of the server's output: enough to explain a failed start, bounded for
  // long benchmark runs that log a line per request.
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(url, child, () => output);

  return {
    url,
    dataDir,
    output: () => ({ log: output, running: child.exitCode === null && child.signalCode === null }),
    sql(statement, ...params) {
      const db = new Database(path.join(dataDir, 'jemput.sqlite'));
      try {
        db.prepare(statement).run(...params);
      } finally {
        db.close();
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
