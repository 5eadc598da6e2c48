/** The one typed, validated view of the app's settings. Read settings through getConfig() only. */
import { z } from 'zod';
import { platformName, readEnvironment } from '#platform';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const PORT_MESSAGE = 'PORT must be a port number (1-65535)';

const EnvironmentSchema = z.object({
  DATABASE_URL: optionalText,
  DATABASE_AUTH_TOKEN: optionalText,
  SITE_URL: optionalText.pipe(z.url({ message: 'SITE_URL must be an absolute URL' }).optional()),
  MAP_TILE_URL: optionalText,
  MAP_TILE_ATTRIBUTION: optionalText,
  SEED_DEMO_DATA: optionalText.pipe(z.enum(['true', 'false'], { message: 'SEED_DEMO_DATA must be true or false' }).optional()),
  SEED_DEMO_DATA_CONFIRM: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  RESEND_API_KEY: optionalText,
  MAIL_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ message: 'STRIPE_API_URL must be an absolute URL' }).optional()),
  NODE_ENV: optionalText,
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, PORT_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE))
      .optional(),
  ),
  HOST: optionalText,
  UPLOADS_DIR: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|[1-9])$/, 'TRUST_PROXY must be true, false or the number of proxies in front of the server (1-9)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .optional(),
  ),
  REQUEST_LOG: optionalText.pipe(z.enum(['true', 'false'], { message: 'REQUEST_LOG must be true or false' }).optional()),
  PAGE_CACHE: optionalText.pipe(z.enum(['on', 'off'], { message: 'PAGE_CACHE must be on or off' }).optional()),
  FAIR_SHARE_LOOPBACK: optionalText.pipe(
    z.enum(['auto', 'limit', 'exempt'], { message: 'FAIR_SHARE_LOOPBACK must be auto, limit or exempt' }).optional(),
  ),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{86,88}$/,
        'VAPID_PUBLIC_KEY must be the base64url public key (65 bytes, as `npx web-push generate-vapid-keys` prints it)',
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'VAPID_PRIVATE_KEY must be the base64url private key (32 bytes)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: address push services can reach you at')
      .optional(),
  ),
});

export type AppConfig = {
  platform: 'node' | 'workers';
  /** libSQL URL, or null when no database is configured (Workers without a Turso URL). */
  databaseUrl: string | null;
  databaseAuthToken: string | undefined;
  siteUrl: string | undefined;
  /** Tile URL template, or null when map tiles are turned off (maps then show their fallback panel). */
  mapTileUrl: string | null;
  mapTileAttribution: string;
  /**
   * Whether an empty database also gets demo businesses, events and accounts (reference data
   * always): in local mode, or where SEED_DEMO_DATA=true says so (outside local mode only with
   * SEED_DEMO_DATA_CONFIRM, since the demo accounts' passwords are published).
   */
  seedDemoData: boolean;
  /** External sign-in providers; a provider is enabled when both its id and secret are set. */
  oauth: {
    github: { clientId: string; clientSecret: string } | null;
    google: { clientId: string; clientSecret: string } | null;
  };
  /** Outgoing mail provider (Resend's HTTP API); null stores mail in the outbox only. */
  mail: { resendApiKey: string; from: string } | null;
  /**
   * Stripe: the secret key, the webhook signing secret and, when not Stripe itself, where its API
   * answers (the local test checkout). Null when payments are not configured.
   */
  payments: PaymentsConfig | null;
  /** Cookies get the Secure flag unless this is a local http:// site in development or tests. */
  secureCookies: boolean;
  /** Node: the folder uploaded files are stored in (UPLOADS_DIR, data/uploads by default). Workers use the UPLOADS R2 bucket. */
  uploadsDir: string;
  /** Where the Node server listens (HOST, PORT): localhost:4321 unless set. */
  server: { host: string; port: number };
  /**
   * The address links use when SITE_URL is not set: the host the Node server binds, on its port
   * (http://localhost:4321 by default, http://127.0.0.1:4400 for HOST=127.0.0.1 PORT=4400), so a
   * visitor comes back from checkout or sign-in to the origin their session cookie belongs to.
   * Never taken from a request's Host header.
   */
  localOrigin: string;
  /** Whether the Node server listens on this machine only (HOST unset, localhost or a loopback address). */
  listensOnLoopback: boolean;
  /**
   * Local mode: a developer's own machine. An embedded file database, no mail provider, the server
   * bound to a loopback interface, no public SITE_URL, and NODE_ENV not production. Decided from
   * settings only, never from a request (a Host header is the client's to choose).
   */
  localMode: boolean;
  /**
   * How many proxies in front of the Node server add X-Forwarded-* headers (TRUST_PROXY; 0 when
   * unset). Only then are the forwarded protocol, host and client address believed.
   */
  trustedProxies: number;
  /** Whether the Node server writes one JSON line per request (REQUEST_LOG, on unless false). */
  requestLog: boolean;
  /**
   * Whether the Node server keeps shared pages in memory (PAGE_CACHE, on unless off). Off for a
   * server whose database is written behind its back (the browser suite's fixtures): only writes
   * through the server name what they changed (decision 032).
   */
  pageCache: boolean;
  /**
   * Which clients on this machine the Node server's fair share of rendering time spares
   * (FAIR_SHARE_LOOPBACK, auto unless set; scripts/serve/fair-share-client.ts): `auto` spares this
   * machine's own requests but limits each client a proxy here passes on, `limit` spares no one,
   * `exempt` spares every request from a loopback address, whoever it carries.
   */
  fairShareLoopback: FairShareLoopback;
  /**
   * Web Push (VAPID) keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, with the contact address
   * push services see (VAPID_SUBJECT). Null when not set: local mode then makes its own pair
   * (notifications/vapid-keys.ts), anywhere else push is not configured.
   */
  webPush: { publicKey: string; privateKey: string; subject: string } | null;
};

export type FairShareLoopback = 'auto' | 'limit' | 'exempt';

export type PaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint (events of the businesses' connected
   * accounts: account.updated, payouts), when Stripe sends them to an endpoint of their own.
   */
  connectWebhookSecret: string | null;
  /** The API's address when it is not api.stripe.com (the local test checkout, a test's fake). */
  apiUrl: string | null;
  /** The local test checkout of local mode ("Test payment, no money moves"), not Stripe. */
  localTestCheckout: boolean;
};

/**
 * Keys of the local test checkout (scripts/local-stripe). Not secrets: that checkout only runs in
 * local mode, on this machine, and moves no money.
 */
export const LOCAL_TEST_CHECKOUT = { secretKey: 'sk_test_local_checkout', webhookSecret: 'whsec_local_checkout_not_a_secret' } as const;

export const DEFAULT_DATABASE_URL = 'file:data/harlem.db';
/** The value of SEED_DEMO_DATA_CONFIRM that lets a site outside local mode have the demo accounts. */
export const DEMO_DATA_CONFIRMATION = 'public-demo';
/** The Node server's port when PORT is not set (scripts/serve.ts and the adapter agree on it). */
export const DEFAULT_PORT = 4321;

/** Whether a host name or address means this machine only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The host of the address a server bound to `host` is reached at: the host itself (in brackets for
 * IPv6), or localhost for a wildcard (0.0.0.0, ::), which is no address to visit.
 */
export function originHostOf(host: string): string {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (name === '' || name === '0.0.0.0' || name === '::') return 'localhost';
  return name.includes(':') ? `[${name}]` : name;
}

/** Parses an environment record into the app's settings; throws a readable error when invalid. */
export function parseConfig(environment: Record<string, string | undefined>, platform: 'node' | 'workers' = 'node'): AppConfig {
  const result = EnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_...)',
    );
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both keys of the pair, or neither');
  }
  // The Node server binds to localhost unless HOST says otherwise (scripts/serve.ts).
  const listensOnLoopback = platform === 'node' && isLoopbackHost(values.HOST ?? 'localhost');
  const siteIsLocal = !values.SITE_URL || isLoopbackHost(new URL(values.SITE_URL).hostname);
  let databaseUrl = values.DATABASE_URL ?? (platform === 'node' ? DEFAULT_DATABASE_URL : null);
  // Workers have no file system: an embedded file database cannot exist there.
  if (platform === 'workers' && databaseUrl?.startsWith('file:')) databaseUrl = null;
  const production = values.NODE_ENV === 'production';
  const localMode =
    platform === 'node' &&
    !production &&
    Boolean(databaseUrl?.startsWith('file:')) &&
    !values.RESEND_API_KEY &&
    listensOnLoopback &&
    siteIsLocal;
  // Demo accounts have published passwords: only local mode gets them unless asked, and asking
  // outside local mode takes a second, deliberate setting.
  const seedDemoData = values.SEED_DEMO_DATA ? values.SEED_DEMO_DATA === 'true' : localMode;
  if (seedDemoData && !localMode && values.SEED_DEMO_DATA_CONFIRM !== DEMO_DATA_CONFIRMATION) {
    throw new Error(
      `Invalid configuration:\n  SEED_DEMO_DATA: true outside local mode would create the demo accounts, whose passwords are published in the README. Set SEED_DEMO_DATA_CONFIRM=${DEMO_DATA_CONFIRMATION} as well if this site is a public demo, or remove SEED_DEMO_DATA.`,
    );
  }
  const host = values.HOST ?? 'localhost';
  const port = values.PORT ?? DEFAULT_PORT;
  return {
    platform,
    databaseUrl,
    databaseAuthToken: values.DATABASE_AUTH_TOKEN,
    siteUrl: values.SITE_URL,
    mapTileUrl: values.MAP_TILE_URL === 'none' ? null : (values.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    mapTileAttribution: values.MAP_TILE_ATTRIBUTION ?? '&copy; OpenStreetMap contributors',
    seedDemoData,
    oauth: {
      github: pair(values.GITHUB_CLIENT_ID, values.GITHUB_CLIENT_SECRET),
      google: pair(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
    },
    mail: values.RESEND_API_KEY
      ? { resendApiKey: values.RESEND_API_KEY, from: values.MAIL_FROM ?? 'Harlem Guide <hello@harlemguide.example>' }
      : null,
    // Production is https: only a site explicitly served over plain http (local use) drops Secure.
    secureCookies: !(values.SITE_URL?.startsWith('http://') || (!values.SITE_URL && !production && platform === 'node')),
    uploadsDir: values.UPLOADS_DIR ?? 'data/uploads',
    server: { host, port },
    localOrigin: `http://${originHostOf(host)}:${port}`,
    listensOnLoopback,
    localMode,
    trustedProxies: values.TRUST_PROXY ?? 0,
    requestLog: values.REQUEST_LOG !== 'false',
    pageCache: values.PAGE_CACHE !== 'off',
    fairShareLoopback: values.FAIR_SHARE_LOOPBACK ?? 'auto',
    payments: paymentsConfig(values, localMode),
    webPush:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject:
              values.VAPID_SUBJECT ?? (values.SITE_URL?.startsWith('https://') ? values.SITE_URL : 'mailto:hello@harlemguide.example'),
          }
        : null,
  };
}

/**
 * Stripe with its keys when they are set; in local mode without keys, the local test checkout
 * once the server has started it (it sets STRIPE_API_URL); otherwise none.
 */
function paymentsConfig(values: z.infer<typeof EnvironmentSchema>, localMode: boolean): PaymentsConfig | null {
  if (values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET) {
    return {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      apiUrl: values.STRIPE_API_URL ?? null,
      localTestCheckout: false,
    };
  }
  if (localMode && values.STRIPE_API_URL)
    return { ...LOCAL_TEST_CHECKOUT, connectWebhookSecret: null, apiUrl: values.STRIPE_API_URL, localTestCheckout: true };
  return null;
}

function pair(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

let cached: AppConfig | undefined;

/** The settings of this running app, parsed once. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(readEnvironment(), platformName);
  return cached;
}

/** Forgets the parsed settings (tests change the environment between cases). */
export function resetConfig(): void {
  cached = undefined;
}
