// ESLint 9 flat config: the recommended JavaScript rules and typescript-eslint's recommended
// rules (syntactic only: the type-aware ones would double `npm run lint`'s time). Formatting is
// Prettier's (`prettier --check` in `npm run lint`), folder rules are dependency-cruiser's
// (.dependency-cruiser.cjs).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/generated/',
      '**/.designhooks/',
      '**/.stryker-tmp/',
      '**/.dist-building-*/',
      'coverage/',
      'test-output/',
      'test/generated/',
      'packages/receiver/reports/',
      'harness/bundle/',
      'harness/.dev-bundle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are placeholders kept for a signature's shape.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true, // `const { a, ...rest } = x` to leave `a` out
        },
      ],
    },
  },
  {
    // The two pages' scripts run in the browser.
    files: ['harness/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A Statement, Database or iterator better-sqlite3 leaves to V8 aborts a Node 24 process when
    // it is collected outside JavaScript: the store prepares through retained-database.ts only.
    files: ['harness/src/store/**/*.ts'],
    ignores: ['harness/src/store/retained-database.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(prepare|pragma|iterate)$/]',
          message:
            'prepare SQL with statement(db, sql) from harness/src/store/retained-database.ts: a statement better-sqlite3 leaves as garbage aborts Node 24 when collected (db.pragma and .iterate() make one too)',
        },
        {
          selector: "NewExpression[callee.name='Database']",
          message:
            'open SQLite with openRetainedDatabase (harness/src/store/retained-database.ts): a Database collected by V8 aborts Node 24',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON answers loosely; the code they test may not.
    files: ['**/*.test.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
