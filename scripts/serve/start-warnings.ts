/** What the Node server says at every start about settings that work but will surprise someone. */
import { isLoopbackHost, type AppConfig } from '#lib/server/config.ts';

type Settings = Pick<AppConfig, 'siteUrl' | 'localOrigin' | 'listensOnLoopback' | 'trustedProxies' | 'seedDemoData' | 'localMode'>;

export function startWarnings(config: Settings): string[] {
  const warnings: string[] = [];
  // Links in emails never come from a request's Host header: without SITE_URL they name this machine.
  if (!config.siteUrl && !config.listensOnLoopback) {
    warnings.push(`SITE_URL is not set: links in emails and pages point to ${config.localOrigin}. Set SITE_URL to the public address.`);
  }
  // A local SITE_URL naming another origin than the one served: checkout and sign-in come back there, signed out.
  const site = config.siteUrl ? new URL(config.siteUrl) : null;
  if (
    site &&
    config.trustedProxies === 0 &&
    config.listensOnLoopback &&
    isLoopbackHost(site.hostname) &&
    site.origin !== config.localOrigin
  ) {
    warnings.push(
      `SITE_URL is ${site.origin} but this server answers at ${config.localOrigin}: a visitor who browses at ${config.localOrigin} comes back from checkout and sign-in to ${site.origin}, where their session cookie is not sent. Open the site at ${site.origin}, or leave SITE_URL unset.`,
    );
  }
  if (config.seedDemoData && !config.localMode) {
    warnings.push(
      'SEED_DEMO_DATA is set outside local mode: an empty database gets the demo accounts, whose passwords are published in the README. Anyone can sign in with them, the admin included.',
    );
  }
  return warnings;
}
