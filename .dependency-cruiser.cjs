/**
 * Import rules checked by `npm run check` (dependency-cruiser): no import circle anywhere in src/,
 * type-only imports included (a type circle still ties the modules together for the reader).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides need into a module of its own.',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^src/paraglide/'] },
    exclude: { path: ['^src/paraglide/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro', '.d.ts'],
    },
  },
};
