// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot reload (Vite),
// together. Open the Vite address it prints; /api is proxied to the API on PORT (default 3000).
import { spawn } from 'node:child_process';

const children = [
  ['api', ['npx', 'tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']],
  ['web', ['npx', 'vite', '--host', '0.0.0.0']],
].map(([name, [command, ...args]]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
