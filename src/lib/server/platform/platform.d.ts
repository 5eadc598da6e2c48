declare module '#platform' {
  export const platformName: 'node' | 'workers';
  export function readEnvironment(): Record<string, string | undefined>;
}

declare module 'cloudflare:workers' {
  /** The Worker's bindings: string vars and secrets, plus R2/KV objects. */
  export const env: Record<string, unknown>;
}
