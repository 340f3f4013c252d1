// Folder rule for `npm run lint` (dependency-cruiser): folders import one way, no two folders
// import each other, directly or round. Checked over the code that ships: tests (next to the code
// or in test/) and benches import across folders by nature, and a package's entry point (its
// src/index.ts) re-exports every folder.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Folders import one way: no two folders import each other, directly or round.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path: [
        ...base.options.exclude.path,
        '\\.(test|type-test|bench)\\.ts$',
        '(^|/)test/',
        '^(schemas|packages/[^/]+|harness)/src/index\\.ts$',
      ],
    },
  },
};
