declare module '#platform' {
  export const platformName: 'node' | 'workers';
  export function readEnvironment(): Record<string, string | undefined>;
}
