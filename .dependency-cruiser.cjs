/**
 * Import rules checked by `npm run check` (dependency-cruiser): no import circle anywhere in src/,
 * type-only imports included (a type circle still ties the modules together for the reader); and
 * pages, components and layouts never read the database themselves: a page's data comes from its
 * loader in src/lib/server (`load…Page(Astro)`), and components get theirs as props.
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
    {
      name: 'no-database-in-pages',
      severity: 'error',
      comment:
        'Pages, components and layouts read no database: call the page loader in src/lib/server (load…Page) and pass data down as props.',
      from: { path: '^src/(pages/.+[.]astro|components|layouts)' },
      to: { path: ['^src/lib/server/db/', '^db/schema[.]ts$', '(^|/)node_modules/drizzle-orm/'] },
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
