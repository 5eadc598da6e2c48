/** Cloudflare Workers implementation of the platform module: vars and secrets from bindings. */
import { env } from 'cloudflare:workers';

export const platformName = 'workers' as const;

/** String vars and secrets of the Worker; other bindings (R2, KV) are read where they are used. */
export function readEnvironment(): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env as Record<string, unknown>)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}
