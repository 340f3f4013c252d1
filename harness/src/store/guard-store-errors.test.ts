import { describe, expect, it } from 'vitest';
import { StoreError } from '../errors.ts';
import { guardStoreErrors } from './guard-store-errors.ts';

const fails = (error: Error) => () =>
  guardStoreErrors('/app/.designhooks/designhooks.sqlite', () => {
    throw error;
  });

describe('guardStoreErrors: the native module', () => {
  it('built for another Node.js: says where to rebuild it, in one line', () => {
    const dlopen = Object.assign(
      new Error(
        "The module '/home/ada/my app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
          'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 137. This ' +
          'version of Node.js requires\nNODE_MODULE_VERSION 115. Please try re-compiling or ' +
          're-installing\nthe module (for instance, using `npm rebuild` or `npm install`).',
      ),
      { code: 'ERR_DLOPEN_FAILED' },
    );
    expect(fails(dlopen)).toThrow(StoreError);
    expect(fails(dlopen)).toThrow(
      `the store's SQLite module (better-sqlite3) was built for another Node.js version than this one (${process.version}): run \`npm rebuild better-sqlite3\` in /home/ada/my app with this Node.js, then retry`,
    );
  });

  it('never built (install scripts not allowed): says how to allow and build it', () => {
    expect(fails(new Error('Could not locate the bindings file. Tried:\n → /a\n → /b'))).toThrow(
      /was never built: .*npm install-scripts approve better-sqlite3 && npm rebuild better-sqlite3/,
    );
  });

  it('anything else passes through unchanged', () => {
    const other = new TypeError('not a store problem');
    expect(fails(other)).toThrow(other);
  });
});
