import { storedBodies } from './stored-bodies.ts';

/** A delivery body stored in schemas/fixtures/, exactly as the platform sends it. */
export interface FixtureFile {
  /** File name without `.json`: `project.updated` (canonical) or `project.updated.nulls`. */
  name: string;
  /** The event the body is a delivery of. */
  event: string;
  /** The variant's name, or undefined for the event's canonical fixture. */
  variant: string | undefined;
  /** Absolute path of the file. */
  path: string;
  /** The body's bytes, compact JSON. */
  bytes: Buffer;
}

let fixtures: readonly Readonly<FixtureFile>[] | undefined;

// Every fixture with its event and variant, canonical first then variants, in the order
// listFixtures promises: worked out once, like the files are read once (stored-bodies.ts).
// Internal and shared: callers copy the bytes before handing them out.
export function storedFixtures(): readonly Readonly<FixtureFile>[] {
  fixtures ??= Object.freeze(
    storedBodies('fixtures')
      .map(({ name, path, bytes }) => {
        const [resource, action, ...rest] = name.split('.');
        return Object.freeze({
          name,
          event: `${resource}.${action}`,
          variant: rest.length ? rest.join('.') : undefined,
          path,
          bytes,
        });
      })
      .sort(
        (a, b) =>
          Number(a.variant !== undefined) - Number(b.variant !== undefined) ||
          a.name.localeCompare(b.name),
      ),
  );
  return fixtures;
}

/**
 * Lists the fixtures, canonical first then variants, optionally for one event only. The files
 * are read once per process; each call returns new objects with their own copy of the bytes, so
 * changing what one call returned never changes what the next one gets.
 *
 * @example
 * ```ts
 * import { listFixtures } from '@designhooks/schemas';
 * for (const f of listFixtures('commits.created')) console.log(f.name, f.bytes.length);
 * ```
 */
export function listFixtures(event?: string): FixtureFile[] {
  return storedFixtures()
    .filter((fixture) => event === undefined || fixture.event === event)
    .map((fixture) => ({ ...fixture, bytes: Buffer.from(fixture.bytes) }));
}
