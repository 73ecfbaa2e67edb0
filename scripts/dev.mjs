// `npm run dev`: the API with reload on API_PORT (default 5001) and Vite's dev server on PORT
// (default 5000), which proxies /api and /uploads to the API.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://localhost:${apiPort}` },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.once('exit', (code) => (process.exitCode ||= code ?? 0));
