import { useTempRoot } from '@designhooks/test-support';

// Vitest's global setup: every temporary folder of one `vitest run` (the tests', and those of
// the CLIs, servers and browsers they start, which inherit TMPDIR) goes under one root, removed
// when the run ends. Without it each run left thousands of folders in /tmp: state folders,
// certificates, browser profiles, installed apps.
export default function setup(): () => void {
  return useTempRoot('designhooks-run-');
}
