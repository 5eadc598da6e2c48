/**
 * What a production deploy needs from its settings, as a list of problems in plain words (empty:
 * ready). Pure: it reads the settings it is given, never the environment, the network or a file.
 * `npm run deploy:check` prints the list and `npm run deploy` stops before building when it is not
 * empty. The app's own rules (config.ts) still apply at start; these are the ones a local copy is
 * allowed to skip and a public site is not.
 */
import { DEMO_DATA_CONFIRMATION, isLoopbackHost, LOCAL_TEST_CHECKOUT, parseConfig } from '../../src/lib/server/config.ts';

export type DeployTarget = 'workers' | 'node';

type Settings = Record<string, string | undefined>;

/** The setting that says a site launches without payments (its pages then say payments are not configured). */
export const PAID_FEATURES_OFF = { name: 'PAID_FEATURES', value: 'off' } as const;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const;

/** Every reason the settings are not fit for a production deploy to `target`, one sentence each. */
export function listProductionProblems(settings: Settings, target: DeployTarget = 'workers'): string[] {
  const values = trimmed(settings);
  return [
    ...invalidSettings(values, target),
    ...databaseProblems(values, target),
    ...siteProblems(values),
    ...paymentProblems(values),
    ...demoDataProblems(values),
    ...localModeProblems(values),
  ];
}

function trimmed(settings: Settings): Settings {
  const values: Settings = {};
  for (const [name, value] of Object.entries(settings)) {
    const text = value?.trim();
    if (text) values[name] = text;
  }
  return values;
}

/** The app's own validation (a SITE_URL that is no URL, half a VAPID pair...), as the site would refuse to start. */
function invalidSettings(values: Settings, target: DeployTarget): string[] {
  try {
    parseConfig(values, target);
    return [];
  } catch (error) {
    const lines = (error as Error).message.split('\n').slice(1);
    // The demo data and Stripe key rules are said below in deploy words.
    return lines.map((line) => line.trim()).filter((line) => line && !/^(SEED_DEMO_DATA|STRIPE_WEBHOOK_SECRET):/.test(line));
  }
}

function databaseProblems(values: Settings, target: DeployTarget): string[] {
  const url = values.DATABASE_URL;
  if (!url)
    return [
      'DATABASE_URL is not set: give the address of the hosted database (libsql://<database>-<organization>.turso.io, from `turso db show <database> --url`).',
    ];
  if (url.startsWith('file:')) {
    return target === 'workers'
      ? [`DATABASE_URL is a local file (${url}): a Worker has no disk. Use the hosted database's libsql:// address.`]
      : [];
  }
  const scheme = /^([a-z]+):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !['libsql', 'https', 'wss', 'http', 'ws'].includes(scheme))
    return [`DATABASE_URL (${url}) is not a libSQL address: it must start with libsql://, https:// or file:.`];
  const problems: string[] = [];
  if (scheme === 'http' || scheme === 'ws')
    problems.push(
      `DATABASE_URL uses plain ${scheme}:// (${withoutQuery(url)}): the database token would cross the internet unencrypted. Use the libsql:// or https:// address.`,
    );
  const host = hostOf(url);
  if (host && isLoopbackHost(host))
    problems.push(`DATABASE_URL names this machine (${host}): the deployed site cannot reach it. Use the hosted database's address.`);
  if (!values.DATABASE_AUTH_TOKEN && !/[?&]authToken=/.test(url))
    problems.push(
      'DATABASE_AUTH_TOKEN is not set: a hosted database refuses requests without its token (`turso db tokens create <database>`).',
    );
  return problems;
}

function siteProblems(values: Settings): string[] {
  const site = values.SITE_URL;
  if (!site)
    return [
      'SITE_URL is not set: give the public https:// address of the site (links in emails, checkout returns and sign-in callbacks use it).',
    ];
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    return []; // invalidSettings has said it is no URL
  }
  const problems: string[] = [];
  if (url.protocol !== 'https:')
    problems.push(`SITE_URL (${site}) is not https: sessions, payments and sign-in need the site's https:// address.`);
  if (isLoopbackHost(url.hostname))
    problems.push(`SITE_URL (${site}) names this machine: give the public address visitors use, e.g. https://harlemguide.example.`);
  return problems;
}

function paymentProblems(values: Settings): string[] {
  const paidOff = values[PAID_FEATURES_OFF.name];
  if (paidOff && paidOff !== PAID_FEATURES_OFF.value)
    return [`${PAID_FEATURES_OFF.name} must be ${PAID_FEATURES_OFF.value} or unset (it is ${paidOff}).`];
  const problems: string[] = [];
  const missing = STRIPE_KEYS.filter((name) => !values[name]);
  if (paidOff) {
    // Launching without payments, on purpose: half a set of keys is still a mistake.
    if (missing.length > 0 && missing.length < STRIPE_KEYS.length)
      problems.push(
        `${PAID_FEATURES_OFF.name}=${PAID_FEATURES_OFF.value} but some Stripe keys are set: remove ${STRIPE_KEYS.filter((name) => values[name]).join(', ')}, or set ${missing.join(', ')} and remove ${PAID_FEATURES_OFF.name}.`,
      );
    return problems;
  }
  for (const name of missing)
    problems.push(
      `${name} is not set: plans, tickets, donations and payouts need it (${stripeKeyHelp[name]}). To launch without payments, set ${PAID_FEATURES_OFF.name}=${PAID_FEATURES_OFF.value}.`,
    );
  const secret = values.STRIPE_SECRET_KEY;
  if (secret && !/^(sk|rk)_(live|test)_/.test(secret))
    problems.push(
      "STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_live_... or a restricted rk_live_... key from Stripe's dashboard).",
    );
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const) {
    const value = values[name];
    if (value && !value.startsWith('whsec_')) problems.push(`${name} does not look like a webhook signing secret (whsec_...).`);
  }
  if (values.STRIPE_WEBHOOK_SECRET && values.STRIPE_WEBHOOK_SECRET === values.STRIPE_CONNECT_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_CONNECT_WEBHOOK_SECRET is the same as STRIPE_WEBHOOK_SECRET: each webhook endpoint has its own signing secret; copy the Connect endpoint's.",
    );
  return problems;
}

const stripeKeyHelp: Record<(typeof STRIPE_KEYS)[number], string> = {
  STRIPE_SECRET_KEY: "the secret key from Stripe's dashboard, Developers > API keys",
  STRIPE_WEBHOOK_SECRET: 'the signing secret of the webhook endpoint {SITE_URL}/api/stripe/webhook',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'the signing secret of the Connect webhook endpoint at the same address',
};

function demoDataProblems(values: Settings): string[] {
  if (values.SEED_DEMO_DATA !== 'true' || values.SEED_DEMO_DATA_CONFIRM === DEMO_DATA_CONFIRMATION) return [];
  return [
    `SEED_DEMO_DATA=true would put the demo accounts, whose passwords the README publishes, on the public site. Remove it, or set SEED_DEMO_DATA_CONFIRM=${DEMO_DATA_CONFIRMATION} if this site is a public demo.`,
  ];
}

/** Settings only a developer's machine uses: the local test checkout (with its test clock) and its keys. */
function localModeProblems(values: Settings): string[] {
  const problems: string[] = [];
  if (values.STRIPE_API_URL)
    problems.push(
      `STRIPE_API_URL is set (${values.STRIPE_API_URL}): it sends payments to the local test checkout, whose test clock and test controls are for this machine only. Remove it; production talks to Stripe itself.`,
    );
  if (values.LOCAL_CHECKOUT_PORT)
    problems.push('LOCAL_CHECKOUT_PORT is set: it starts the local test checkout, which is for this machine only. Remove it.');
  if (values.STRIPE_SECRET_KEY === LOCAL_TEST_CHECKOUT.secretKey || values.STRIPE_WEBHOOK_SECRET === LOCAL_TEST_CHECKOUT.webhookSecret)
    problems.push("The Stripe keys are the local test checkout's published ones: use your own keys from Stripe's dashboard.");
  if (values.NODE_ENV && values.NODE_ENV !== 'production')
    problems.push(`NODE_ENV is ${values.NODE_ENV}: a deployed site runs with NODE_ENV=production or without it.`);
  return problems;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url.replace(/^(libsql|wss?):/i, 'https:')).hostname;
  } catch {
    return null;
  }
}

/** A URL without its query (which may carry ?authToken=...). */
export function withoutQuery(url: string): string {
  return url.replace(/\?.*$/, '');
}
