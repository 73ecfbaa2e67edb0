// `node scripts/run-parallel.mjs a b …` runs the npm scripts a, b, … at the same time and fails
// when any fails. ESLint, Prettier and each tsc use one core, so on CI's two cores the checks of
// `npm test` take about half their sequential time. Each script's output is printed whole when it
// ends, so the logs do not interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = status === 0 ? 'ok' : `failed (${signal ?? `exit ${status}`})`;
      process.stdout.write(`\n> ${script}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(run));
const failed = scripts.filter((_script, index) => statuses[index] !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
