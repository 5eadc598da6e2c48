/** The site's routes as its files name them, for the tests that must cover every one. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Route patterns of every page and endpoint file under src/pages. */
export function routesInSource(): string[] {
  const root = 'src/pages';
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(root, path));
    }
  };
  walk(root);
  return files.map((file) => {
    const route = '/' + file.replace(/\.(astro|ts|md|mdx|js)$/, '').replace(/(^|\/)index$/, '');
    return route === '/' ? '/' : route.replace(/\/$/, '');
  });
}
