// `npm test`: lint, typecheck, then the unit and API tests on SQLite; when TEST_DATABASE_URL
// is set, the API tests run once more on PostgreSQL. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;

function step(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

step('Lint', 'npm', ['run', 'lint']);
step('Typecheck', 'npm', ['run', 'typecheck']);
step('Unit and API tests (SQLite)', 'npx', ['vitest', 'run'], sqliteEnv);
if (TEST_DATABASE_URL) {
  step('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], process.env);
}
