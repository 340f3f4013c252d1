// Import rules for `npm run lint` (dependency-cruiser), over every file including tests:
// no module imports itself back through others, and no workspace's src/ or test/ is reached by
// relative path from elsewhere (workspaces import each other by package name, through their
// exports). Folder cycles are checked by .dependency-cruiser-folders.cjs, over shipped code.
const WORKSPACE = '(schemas|packages/[^/]+|harness)';

// The root files whose job is a workspace's internals, each named with what it reaches, and the
// only ones: the generators write the receiver's generated code and use the format checks and
// shape bits that code calls; the benches time internal pieces beside the public API (the
// generated validator is the floor `receive` is judged against; the harness exports no listener
// or scenario API). A new file here is a decision: name it and say why.
const READS_INTERNALS = [
  '^scripts/generate/validators/generate-validators\\.ts$', // receiver src/contract/formats/, generated-validator.ts
  '^scripts/generate/validators/generate-drift-table\\.ts$', // receiver src/contract/value-shape.ts
  '^scripts/generate/validators/drift-check-code(\\.test)?\\.ts$', // receiver src/contract/value-shape.ts
  '^bench/validators\\.bench\\.ts$', // receiver src/contract/generated/
  '^bench/receive\\.bench\\.ts$', // receiver src/contract/generated/
  '^bench/drift\\.bench\\.ts$', // receiver src/contract/validator-for.ts
  '^bench/open-telemetry\\.bench\\.ts$', // receiver src/core/open-telemetry.ts (startDelivery, timed alone)
  '^bench/inspector\\.bench\\.ts$', // harness src/listener/
  '^bench/scenario\\.bench\\.ts$', // harness src/scenario/
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module may not import itself back through others. A cycle that a type-only import closes ' +
        "is none at run time (a command's options type, read by its lazily imported action).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-relative-import-of-another-workspace',
      severity: 'error',
      comment: 'Import another workspace by its package name, not its src/ or test/ by path.',
      from: { path: `^${WORKSPACE}/` },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
        path: `^${WORKSPACE}/(src|test)/`,
        pathNot: '^$1/',
      },
    },
    {
      name: 'no-relative-import-of-a-workspace-from-the-root',
      severity: 'error',
      comment: "The root's scripts, benches and tests import the workspaces by package name.",
      from: { pathNot: [`^${WORKSPACE}/`, ...READS_INTERNALS] },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
        path: `^${WORKSPACE}/(src|test)/`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '(^|/)dist/',
        '(^|/)\\.designhooks/',
        '(^|/)\\.stryker-tmp/',
        '^harness/bundle/',
        '^harness/\\.dev-bundle/',
        '^coverage/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['designhooks-source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
