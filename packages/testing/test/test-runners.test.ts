// docs/contract-testing.md says the kit works under node:test and jest as well as vitest: both
// examples there run here, read from the page as written, in an app that installed the packages
// from their tarballs as a user does. jest comes from test/peers (installed on first use), in its ES-module mode: the packages
// are ES modules, which jest's default CommonJS mode cannot load on Node 20.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installWorkspaces, runCommand } from '@designhooks/test-support';
import { ensurePeers, peerPath } from '../../../test/peers/install-peers.ts';

const page = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'contract-testing.md'),
  'utf8',
);
const section = page.slice(page.indexOf('## Other test runners'));
/** The first code block of the "Other test runners" section that contains `marker`. */
const example = (marker: string): string => {
  const block = [...section.matchAll(/^```(?:ts|js)\n([\s\S]*?)^```$/gm)]
    .map((match) => match[1]!)
    .find((code) => code.includes(marker));
  if (!block) throw new Error(`docs/contract-testing.md has no example with ${marker}`);
  return block;
};

let app: string;
beforeAll(async () => {
  app = await installWorkspaces(['packages/receiver', 'packages/testing']);
  writeFileSync(join(app, 'kit.node-test.mjs'), example("from 'node:test'"));
  writeFileSync(join(app, 'kit.jest.mjs'), example("from '@jest/globals'"));
}, 180_000);

describe('the kit under other test runners', () => {
  it('node --test runs the node:test example: two tests, both pass', async () => {
    const run = await runCommand(
      process.execPath,
      ['--test', '--test-reporter=tap', 'kit.node-test.mjs'],
      app,
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^# pass 2$/m);
    expect(run.stdout).toMatch(/^# fail 0$/m);
  });

  it('jest (ES-module mode) runs the jest example: two tests, both pass', async () => {
    await ensurePeers();
    const run = await runCommand(
      process.execPath,
      [
        peerPath('jest/bin/jest.js'),
        '--ci',
        '--rootDir',
        app,
        '--testMatch',
        '**/kit.jest.mjs',
        '--watchman=false',
        '--no-cache',
      ],
      app,
      { env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' } },
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Tests: {7}2 passed, 2 total$/m);
  }, 120_000);
});
