/**
 * The deploy preflight: a production deploy is refused, with each missing or wrong setting named,
 * until the settings and wrangler.toml have what production needs; it passes when they do.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listProductionProblems } from '../../scripts/deploy/production-settings.ts';
import { listWranglerProblems } from '../../scripts/deploy/wrangler-settings.ts';

const ready = {
  DATABASE_URL: 'libsql://harlem-guide-acme.turso.io',
  DATABASE_AUTH_TOKEN: 'eyJhbGciOiJFZERTQSJ9.token',
  SITE_URL: 'https://harlemguide.example',
  STRIPE_SECRET_KEY: 'sk_live_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_platform',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
};

/** The one problem the settings have, asserted to be alone. */
function onlyProblem(settings: Record<string, string | undefined>, target: 'workers' | 'node' = 'workers'): string {
  const problems = listProductionProblems(settings, target);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe('production settings', () => {
  it('accepts a complete production configuration', () => {
    expect(listProductionProblems(ready)).toEqual([]);
    expect(listProductionProblems({ ...ready, NODE_ENV: 'production' })).toEqual([]);
  });

  it('refuses a deploy without a database, or with a file database on Workers', () => {
    expect(onlyProblem({ ...ready, DATABASE_URL: undefined })).toMatch(/^DATABASE_URL is not set/);
    expect(onlyProblem({ ...ready, DATABASE_URL: ' ' })).toMatch(/^DATABASE_URL is not set/);
    expect(onlyProblem({ ...ready, DATABASE_URL: 'file:data/harlem.db' })).toMatch(
      /DATABASE_URL is a local file \(file:data\/harlem\.db\): a Worker has no disk/,
    );
    // A self-hosted server keeps its file database.
    expect(listProductionProblems({ ...ready, DATABASE_URL: 'file:data/harlem.db', DATABASE_AUTH_TOKEN: undefined }, 'node')).toEqual([]);
    expect(onlyProblem({ ...ready, DATABASE_URL: 'postgres://db.example/guide' })).toMatch(/is not a libSQL address/);
  });

  it('refuses a hosted database without its token, over plain http, or on this machine', () => {
    expect(onlyProblem({ ...ready, DATABASE_AUTH_TOKEN: undefined })).toMatch(/^DATABASE_AUTH_TOKEN is not set/);
    expect(onlyProblem({ ...ready, DATABASE_URL: 'https://harlem-guide-acme.turso.io', DATABASE_AUTH_TOKEN: '' })).toMatch(
      /^DATABASE_AUTH_TOKEN is not set/,
    );
    // A token in the URL itself is a token.
    expect(
      listProductionProblems({ ...ready, DATABASE_URL: 'libsql://guide.turso.io?authToken=abc', DATABASE_AUTH_TOKEN: undefined }),
    ).toEqual([]);
    expect(onlyProblem({ ...ready, DATABASE_URL: 'http://db.example:8080' })).toMatch(/plain http:\/\/ .*unencrypted/);
    expect(listProductionProblems({ ...ready, DATABASE_URL: 'http://127.0.0.1:8080?authToken=secret' })).toEqual([
      expect.stringMatching(/^DATABASE_URL uses plain http:\/\/ \(http:\/\/127\.0\.0\.1:8080\)/),
      expect.stringMatching(/names this machine \(127\.0\.0\.1\)/),
    ]);
  });

  it('refuses a site address that is not https or names this machine', () => {
    expect(onlyProblem({ ...ready, SITE_URL: undefined })).toMatch(/^SITE_URL is not set/);
    expect(onlyProblem({ ...ready, SITE_URL: 'http://harlemguide.example' })).toMatch(
      /SITE_URL \(http:\/\/harlemguide\.example\) is not https/,
    );
    expect(onlyProblem({ ...ready, SITE_URL: 'https://localhost:4321' })).toMatch(/names this machine/);
    expect(onlyProblem({ ...ready, SITE_URL: 'harlemguide.example' })).toMatch(/SITE_URL must be an absolute URL/);
  });

  it('refuses missing Stripe keys while paid features are on, and allows a launch without payments when said', () => {
    expect(onlyProblem({ ...ready, STRIPE_SECRET_KEY: undefined })).toMatch(/^STRIPE_SECRET_KEY is not set: .*PAID_FEATURES=off/);
    expect(onlyProblem({ ...ready, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(/^STRIPE_WEBHOOK_SECRET is not set/);
    expect(onlyProblem({ ...ready, STRIPE_CONNECT_WEBHOOK_SECRET: undefined })).toMatch(/^STRIPE_CONNECT_WEBHOOK_SECRET is not set/);
    const withoutStripe = { ...ready, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_CONNECT_WEBHOOK_SECRET: '' };
    expect(listProductionProblems({ ...withoutStripe, PAID_FEATURES: 'off' })).toEqual([]);
    expect(onlyProblem({ ...withoutStripe, PAID_FEATURES: 'off', STRIPE_SECRET_KEY: 'sk_live_1' })).toMatch(
      /PAID_FEATURES=off but some Stripe keys are set: remove STRIPE_SECRET_KEY/,
    );
    expect(onlyProblem({ ...ready, PAID_FEATURES: 'no' })).toMatch(/PAID_FEATURES must be off or unset/);
  });

  it('refuses keys that are not Stripe keys, and one secret used for both endpoints', () => {
    expect(onlyProblem({ ...ready, STRIPE_SECRET_KEY: 'pk_live_51Abc' })).toMatch(/does not look like a Stripe secret key/);
    expect(onlyProblem({ ...ready, STRIPE_WEBHOOK_SECRET: 'secret' })).toMatch(
      /^STRIPE_WEBHOOK_SECRET does not look like a webhook signing secret/,
    );
    expect(onlyProblem({ ...ready, STRIPE_CONNECT_WEBHOOK_SECRET: ready.STRIPE_WEBHOOK_SECRET })).toMatch(
      /each webhook endpoint has its own/,
    );
  });

  it('refuses the demo accounts without the public-demo confirmation', () => {
    expect(onlyProblem({ ...ready, SEED_DEMO_DATA: 'true' })).toMatch(/SEED_DEMO_DATA=true .*SEED_DEMO_DATA_CONFIRM=public-demo/);
    expect(listProductionProblems({ ...ready, SEED_DEMO_DATA: 'true', SEED_DEMO_DATA_CONFIRM: 'public-demo' })).toEqual([]);
    expect(listProductionProblems({ ...ready, SEED_DEMO_DATA: 'false' })).toEqual([]);
  });

  it("refuses the local test checkout's settings and a development NODE_ENV", () => {
    expect(onlyProblem({ ...ready, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toMatch(/^STRIPE_API_URL is set .*local test checkout/);
    expect(onlyProblem({ ...ready, LOCAL_CHECKOUT_PORT: '12111' })).toMatch(/^LOCAL_CHECKOUT_PORT is set/);
    expect(
      onlyProblem({ ...ready, STRIPE_SECRET_KEY: 'sk_test_local_checkout', STRIPE_WEBHOOK_SECRET: 'whsec_local_checkout_not_a_secret' }),
    ).toMatch(/local test checkout's published ones/);
    expect(onlyProblem({ ...ready, NODE_ENV: 'development' })).toMatch(/^NODE_ENV is development/);
  });

  it('names every problem at once', () => {
    const problems = listProductionProblems({
      SITE_URL: 'http://guide.example',
      SEED_DEMO_DATA: 'true',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    expect(problems.map((problem) => /^\S+/.exec(problem)?.[0])).toEqual([
      'DATABASE_URL',
      'SITE_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'SEED_DEMO_DATA=true',
      'STRIPE_API_URL',
    ]);
  });
});

describe('wrangler.toml', () => {
  const project = readFileSync('wrangler.toml', 'utf8');

  it("accepts the project's own file", () => {
    expect(listWranglerProblems(project)).toEqual([]);
  });

  it('refuses a Worker without its Cron Trigger, UPLOADS bucket, assets, entry or Node compatibility', () => {
    expect(listWranglerProblems(project.replace(/crons = .*/, 'crons = []'))).toEqual([expect.stringMatching(/no Cron Trigger/)]);
    expect(listWranglerProblems(project.replace('binding = "UPLOADS"', 'binding = "FILES"'))).toEqual([
      expect.stringMatching(/no R2 bucket bound as UPLOADS/),
    ]);
    expect(listWranglerProblems(project.replace(/bucket_name = .*/, ''))).toEqual([
      expect.stringMatching(/UPLOADS R2 binding has no bucket_name/),
    ]);
    expect(listWranglerProblems(project.replace(/directory = .*/, ''))).toEqual([expect.stringMatching(/\[assets\] has no directory/)]);
    expect(listWranglerProblems(project.replace(/^main = .*$/m, 'main = "./dist-edge/server/entry.mjs"'))).toEqual([
      expect.stringMatching(/main must be "\.\/src\/worker\.ts"/),
    ]);
    expect(listWranglerProblems(project.replace(/"nodejs_compat"/, ''))).toEqual([expect.stringMatching(/nodejs_compat/)]);
    expect(listWranglerProblems('name = "harlem-guide"\n')).toHaveLength(5);
  });
});

describe('npm run deploy:check', () => {
  it('prints one OK line and exits 0 when ready, and each problem with exit 1 otherwise', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'deploy-check-'));
    const good = join(folder, 'good.env');
    const bad = join(folder, 'bad.env');
    writeFileSync(
      good,
      Object.entries(ready)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    writeFileSync(bad, 'DATABASE_URL=file:data/harlem.db\nSITE_URL=http://harlemguide.example\nPAID_FEATURES=off\n');
    const run = (file: string, env: Record<string, string> = {}) =>
      promisify(execFile)(process.execPath, ['scripts/deploy-check.ts', '--env-file', file], {
        env: { PATH: process.env.PATH, ...env },
      }).then(
        (result) => ({ code: 0, ...result }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    // The environment wins over the file for a setting the file has, as wrangler's --secrets-file does.
    const [ok, refused, overridden] = await Promise.all([run(good), run(bad), run(good, { SITE_URL: 'http://harlemguide.example' })]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toBe(`Deploy check OK: the Worker's settings are ready for production (${good}).\n`);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr.split('\n').filter(Boolean)).toEqual([
      `Not deploying: 2 things to fix in ${bad} and wrangler.toml.`,
      expect.stringMatching(/^ {2}- DATABASE_URL is a local file/),
      expect.stringMatching(/^ {2}- SITE_URL \(http:\/\/harlemguide\.example\) is not https/),
    ]);
    expect(overridden).toMatchObject({ code: 1, stderr: expect.stringContaining('SITE_URL (http://harlemguide.example) is not https') });
  });
});
