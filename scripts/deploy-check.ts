/**
 * npm run deploy:check [-- --target node] [-- --env-file <file>]
 * Refuses a production deploy that lacks what production needs, naming each missing or wrong
 * setting; exits 1 then, 0 with one line when all is well. `npm run deploy` runs it first and
 * stops there on a refusal, before building or calling wrangler.
 *
 * Workers (the default): the settings are those `wrangler deploy --secrets-file .env.production`
 * uploads, the file's, with the environment's value winning for a name the file has (as
 * wrangler does), and wrangler.toml is checked too. Node (`--target node`): the settings the
 * server reads, the environment over .env.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { listProductionProblems, type DeployTarget } from './deploy/production-settings.ts';
import { listWranglerProblems } from './deploy/wrangler-settings.ts';

/** The file `npm run deploy` uploads as the Worker's secrets. */
export const PRODUCTION_SETTINGS_FILE = '.env.production';

const { values } = parseArgs({
  options: { target: { type: 'string', default: 'workers' }, 'env-file': { type: 'string' } },
});
if (values.target !== 'workers' && values.target !== 'node') {
  console.error(`Unknown --target ${values.target}: use workers (Cloudflare, the default) or node (a self-hosted server).`);
  process.exit(1);
}
const target: DeployTarget = values.target;
const file = values['env-file'] ?? (target === 'workers' ? PRODUCTION_SETTINGS_FILE : '.env');

const problems: string[] = [];
let settings: Record<string, string | undefined> = {};
if (target === 'workers') {
  if (existsSync(file)) {
    const fromFile = parseEnv(readFileSync(file, 'utf8'));
    settings = Object.fromEntries(Object.keys(fromFile).map((name) => [name, process.env[name] ?? fromFile[name]]));
  } else {
    problems.push(
      `${file} is missing: write the production settings there (docs/deploying.md lists them); \`npm run deploy\` uploads them as the Worker's secrets.`,
    );
  }
} else {
  settings = { ...(existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}), ...process.env };
}
problems.push(...listProductionProblems(settings, target));
if (target === 'workers') problems.push(...listWranglerProblems(readFileSync('wrangler.toml', 'utf8')));

if (problems.length > 0) {
  const where = target === 'workers' ? `${file} and wrangler.toml` : `the environment and ${file}`;
  console.error(`Not deploying: ${problems.length} ${problems.length === 1 ? 'thing' : 'things'} to fix in ${where}.`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `Deploy check OK: the ${target === 'workers' ? 'Worker' : 'server'}'s settings are ready for production (${target === 'workers' ? file : `the environment and ${file}`}).`,
);
