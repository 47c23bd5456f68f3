// `npm test`: every check, stage by stage, and at the end how long each stage took (also when one
// failed: the run stops there). A stage of several npm scripts runs them side by side, each one's
// output printed whole when it ends so that two never interleave.
//
// Lint also checks the types (its rule project/type-errors reads the compiler's errors from the
// programs typed linting builds anyway), and runs beside the unit and API tests: it keeps one core
// busy for about two minutes, where the tests leave room while they wait on the databases. The
// server's tests run on SQLite on Node 24 (scripts/test-node24.mjs) and on PostgreSQL on the Node that
// runs npm, so every API test runs on both Nodes (`npm run test:unit` runs all of them on this Node).
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'prerequisites', commands: [['bash', 'scripts/test-prerequisites.sh']] },
  {
    name: 'lint + types, unit + API (Node 20 and 24)',
    commands: [
      npmRun('lint'),
      [
        'npx',
        'vitest',
        'run',
        ...['contract', 'server-postgres', 'web', 'web-isolated'].flatMap((p) => ['--project', p]),
      ],
      [...npmRun('test:node24'), '--', '--project', 'server'],
    ],
    sideBySide: true,
  },
  { name: 'browser', commands: [npmRun('test:e2e')] },
  { name: 'cluster', commands: [npmRun('test:cluster')] },
];

function npmRun(script) {
  return ['npm', 'run', '--silent', script];
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/** Runs a command; its output goes straight through, or is kept and printed whole at its end. */
function run([command, ...args], { buffered }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        const label = [command, ...args].join(' ');
        process.stdout.write(
          `\n> ${label} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds(started)} s)\n`,
        );
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const times = [];
let failed;
const started = Date.now();
for (const stage of STAGES) {
  const stageStarted = Date.now();
  console.log(`\n=== ${stage.name}`);
  const codes = await Promise.all(
    stage.commands.map((command) => run(command, { buffered: stage.sideBySide })),
  );
  times.push(`${stage.name.padEnd(44)} ${seconds(stageStarted).padStart(5)} s`);
  if (codes.some((code) => code !== 0)) {
    failed = stage.name;
    break;
  }
}
console.log(
  `\n=== how long each stage took\n${times.join('\n')}\n${'in all'.padEnd(44)} ${seconds(started).padStart(5)} s`,
);
if (failed) {
  console.log(`failed at: ${failed}`);
  process.exit(1);
}
