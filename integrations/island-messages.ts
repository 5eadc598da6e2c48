/**
 * Islands' messages in one language (decision 024). Paraglide compiles each message with its three
 * languages, and one bundle serves every page: the trip planner's island carried about 4 KB of
 * Spanish and French on every English page, and English and French on every Spanish one. In the
 * scripts sent to the browser (the server build is untouched):
 *
 * - a message module keeps no text: the page's language's texts come from a pack fetched
 *   before the island runs (a top-level await; the island hydrates after it). Should a pack fail
 *   to load, the island does not start and the page stays as the server drew it, which works
 *   without JavaScript (every island's page does);
 * - a pack holds one language's texts of one area (`trip_`, `events_`...), only of the messages
 *   the site's scripts use, minified: `/_astro/island-pack-es-trip.<hash>.js`, 0.1 to 2.5 KB;
 * - the page's language is its `lang` (src/lib/site/island-locale.ts): Paraglide's runtime, with
 *   its URL and cookie strategies (1.2 KB), is not sent.
 *
 * Islands speak the page's language only: a message asked for in another language answers in the
 * page's.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

const MESSAGE_MODULE = /\/src\/paraglide\/messages\/(\w+)\.js$/;
const ISLAND_LOCALE = fileURLToPath(new URL('../src/lib/site/island-locale.ts', import.meta.url));
const PACKS = 'virtual:island-packs';
const PACKS_ID = '\0island-packs';
const PLACEHOLDER = '__ISLAND_PACKS__';
const PLACEHOLDER_LITERAL = /[`"']__ISLAND_PACKS__[`"']/;
export const PACK_LOCALES = ['en', 'es', 'fr'] as const;

/** One language's function of a compiled message module (`const es_key = ...};`), or null. */
function localeFunction(source: string, locale: string, key: string): string | null {
  const start = source.indexOf(`const ${locale}_${key} = `);
  if (start < 0) return null;
  const end = source.indexOf('\n};\n', start);
  return end < 0 ? null : source.slice(start, end + 4);
}

/** A message's area, the start of its key ("trip" for trip_copy_link). */
export function areaOf(key: string): string {
  return key.split('_')[0];
}

/** The browser's version of a message module: its function in the page's language, from a pack. */
export function fromPageLanguagePack(source: string, key: string): string | null {
  if (PACK_LOCALES.some((locale) => !localeFunction(source, locale, key))) return null;
  return `import { pick } from '${PACKS}';\nexport const ${key} = await pick('${key}');\n`;
}

/** What the packs may call of Paraglide's registry (src/paraglide/registry.js), written small. */
const REGISTRY: Record<string, string> = {
  plural: 'plural: (l, i, o) => new Intl.PluralRules(l, o).select(Number(i))',
  number: 'number: (l, i, o) => new Intl.NumberFormat(l, o).format(Number(i))',
  datetime: 'datetime: (l, i, o) => new Intl.DateTimeFormat(l, o).format(new Date(i))',
};

/** A pack: one language's texts of the messages given (key and compiled module source), as a minified ES module. */
export function packModule(locale: string, messages: { key: string; source: string }[]): string {
  const functions = messages.map(({ key, source }) => {
    const text = localeFunction(source, locale, key);
    if (!text) throw new Error(`No ${locale} text for ${key}`);
    // Paraglide's type comments; the code stays as compiled.
    return text.replace(/\/\*\* @type \{[^*]*\} \*\/ /g, '');
  });
  const code = functions.join('');
  const used = Object.keys(REGISTRY).filter((name) => code.includes(`registry.${name}(`));
  const registry = used.length ? `const registry = { ${used.map((name) => REGISTRY[name]).join(', ')} };\n` : '';
  const module = `${registry}${code}export { ${messages.map(({ key }) => `${locale}_${key} as ${key}`).join(', ')} };\n`;
  return transformSync(module, { minify: true, format: 'esm', target: 'es2022', charset: 'utf8' }).code;
}

/**
 * The module that fetches packs, each once, by language and area, and gives each message its
 * function in the page's language.
 */
const PACKS_MODULE = `import { getLocale } from ${JSON.stringify(ISLAND_LOCALE)};
const urls = ${JSON.stringify(PLACEHOLDER)};
const pageLocale = getLocale();
const loading = new Map();
function packOf(area) {
  const url = urls[pageLocale + '/' + area];
  if (!url) return null;
  if (!loading.has(url)) loading.set(url, import(/* @vite-ignore */ url));
  return loading.get(url);
}
export async function pick(key) {
  const pack = await packOf(key.split('_')[0]);
  const message = pack?.[key];
  if (!message) throw new Error('No text for ' + key + ' in ' + pageLocale);
  return (inputs = {}) => message(inputs);
}
`;

type Pack = { locale: string; area: string; fileName: string; source: string };

/** The packs of the message modules among these modules: one per language and area. */
function packsOf(moduleIds: string[]): Pack[] {
  const byArea = new Map<string, { key: string; source: string }[]>();
  for (const id of new Set(moduleIds)) {
    const message = MESSAGE_MODULE.exec(id);
    if (!message || message[1] === '_index') continue;
    const area = areaOf(message[1]);
    byArea.set(area, [...(byArea.get(area) ?? []), { key: message[1], source: readFileSync(id, 'utf8') }]);
  }
  return [...byArea].flatMap(([area, messages]) => {
    messages.sort((a, b) => a.key.localeCompare(b.key));
    return PACK_LOCALES.map((locale) => {
      const source = packModule(locale, messages);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      return { locale, area, fileName: `_astro/island-pack-${locale}-${area}.${hash}.js`, source };
    });
  });
}

export function islandMessages(): Plugin {
  let packs: Pack[] | null = null;
  return {
    name: 'island-messages',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return source === PACKS ? PACKS_ID : null;
    },
    load(id) {
      return id === PACKS_ID ? PACKS_MODULE : null;
    },
    transform(source, id) {
      const message = MESSAGE_MODULE.exec(id);
      if (!message || message[1] === '_index') return null;
      return fromPageLanguagePack(source, message[1]);
    },
    // Once the chunks are made, the messages they hold are the ones the pages' scripts use: a pack
    // per language and area of those, named in the chunk that fetches them before its name is hashed.
    renderChunk(code, _chunk, _options, meta) {
      if (!PLACEHOLDER_LITERAL.test(code)) return null;
      packs ??= packsOf(Object.values(meta.chunks).flatMap((chunk) => chunk.moduleIds));
      const urls = Object.fromEntries(packs.map((pack) => [`${pack.locale}/${pack.area}`, `/${pack.fileName}`]));
      return { code: code.replace(PLACEHOLDER_LITERAL, JSON.stringify(urls)), map: null };
    },
    generateBundle() {
      for (const { fileName, source } of packs ?? []) this.emitFile({ type: 'asset', fileName, source });
      packs = null;
    },
  };
}
