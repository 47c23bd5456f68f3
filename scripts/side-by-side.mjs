// Runs npm scripts side by side (`node scripts/side-by-side.mjs lint typecheck`): each one's output
// is printed whole when it ends, so that two never interleave; exits non-zero when any of them fails.
// `npm test` checks lint and types this way: on two cores the two take about the time of the longer.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(
          `\n> ${name} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`,
        );
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
