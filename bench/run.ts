// `npm run bench`: requests per second and latency percentiles (autocannon) for Jemput's API on
// the built server with a fresh SQLite database, each beside a bare Fastify route measured in the
// same run. Figures vary with the machine; the ratio to the bare route is the number to compare.
//   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), LOG_LEVEL (default info, as served)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../scripts/lib/built-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figure {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Figure> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function startHello(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.resolve('bench/hello-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk) =>
      resolve(Number(/listening (\d+)/.exec(String(chunk))?.[1])),
    );
    child.once('exit', () => reject(new Error('hello server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const hello = await startHello();
const jemput = await startServer({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  APP_SECRET: 'b'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
});
try {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, after a 2 s warm-up\n`,
  );
  const baseline = await measure('bare Fastify /hello', `${hello.url}/hello`);
  const targets = [
    await measure('GET /api/health', `${jemput.url}/api/health`),
    await measure('GET /api/settings', `${jemput.url}/api/settings`),
    await measure('GET /api/cards/:id', `${jemput.url}/api/cards/demoplus`),
    await measure('GET /api/cards/:id/wishes', `${jemput.url}/api/cards/demoplus/wishes`),
  ];
  const rows = [baseline, ...targets].map((f) => ({
    target: f.name,
    'req/s': f.requestsPerSecond,
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'vs bare': `${((f.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %`,
    'non-2xx': f.non2xx,
    errors: f.errors,
  }));
  console.table(rows);
  fs.mkdirSync('artifacts', { recursive: true });
  fs.writeFileSync(
    'artifacts/bench.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds: SECONDS,
        connections: CONNECTIONS,
        baseline,
        targets,
      },
      null,
      2,
    ),
  );
  console.log('\nwritten to artifacts/bench.json');
  // Figures built on errors measure nothing: say so and fail.
  const broken = targets.filter((f) => f.non2xx > 0 || f.errors > 0);
  if (broken.length > 0) {
    console.error(
      `\nnot valid: non-2xx replies or errors from ${broken.map((f) => f.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  hello.stop();
  await jemput.stop();
}
