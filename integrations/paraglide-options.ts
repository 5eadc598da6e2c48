/**
 * How the messages in messages/ compile to src/paraglide: one set of options for the build's and
 * the unit tests' Vite plugin and for `npm run i18n` (run by `npm install` and `npm run check`).
 * The output is generated, never committed (.gitignore).
 */
import type { CompilerOptions } from '@inlang/paraglide-js';

export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // Every call names its language ({ locale }); nothing reads a cookie or the address.
  strategy: ['globalVariable', 'baseLocale'],
  // One module per message, in every mode (the Vite plugin would make one per language in dev and
  // tests): islands' packs read each message's module (integrations/island-messages.ts).
  outputStructure: 'message-modules',
  emitReadme: false,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions;
