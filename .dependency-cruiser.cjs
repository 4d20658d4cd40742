/**
 * What the imports may not do, checked on the product's code by `npm run imports` (and in `npm test`).
 * Type-only imports count: a circle of types is a circle of knowledge, and it is where the next value
 * import would close a real one. test/lint-rules.test.ts breaks each rule with a fixture.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files import each other in a circle: move what both need into a file both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
