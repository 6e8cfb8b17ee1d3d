#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and Vite with its proxy to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@gharseva/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@gharseva/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
