/** Node implementation of the platform module: environment from the process. */
export const platformName = 'node' as const;

/** The raw environment of this process. */
export function readEnvironment(): Record<string, string | undefined> {
  return process.env;
}
