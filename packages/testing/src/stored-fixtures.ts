import { listFixtures, type FixtureFile } from '@designhooks/schemas';

/** The stored fixtures grouped by event, canonical first; read on first use. */
let byEvent: Map<string, readonly FixtureFile[]> | undefined;

/**
 * The stored fixtures of `event`, canonical first then variants, read from disk once per
 * process: `listFixtures(event)` reads all 45 files on every call, so `fixture()` cost 45 file
 * reads per body, and `designhooks check`'s burst of 200 bodies spent about a tenth of its time
 * there (a CPU profile). The files are the package's own and do not change while it runs; the
 * callers parse or copy what they hand out, so nobody can change a cached entry.
 */
export function storedFixtures(event: string): readonly FixtureFile[] {
  if (byEvent === undefined) {
    byEvent = new Map();
    for (const file of listFixtures())
      byEvent.set(file.event, [...(byEvent.get(file.event) ?? []), file]);
  }
  return byEvent.get(event) ?? [];
}
