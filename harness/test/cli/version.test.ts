import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';

// `designhooks --version` names the installed harness's version: its package.json's, through the
// generated src/package-version.ts (no literal that a release could forget to bump).
describe('designhooks --version', () => {
  it("prints the harness's package.json version and exits 0", async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const result = await runCli(['--version']);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});
