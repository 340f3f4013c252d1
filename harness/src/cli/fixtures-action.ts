import { listFixtures } from '@designhooks/schemas';
import { FixtureError } from '../errors.ts';
import { assertEvent } from '../events/assert-event.ts';
import { knownEvents } from '../events/known-events.ts';
import type { CommandContext } from './command-context.ts';

/**
 * `designhooks fixtures list [--event <name>]` and `designhooks fixtures show <event|name>`.
 *
 * @example
 * ```ts
 * await run({ path: ['fixtures', 'show'], args: ['project.updated'], options: {}, ... });
 * ```
 */
export function run(context: CommandContext): number {
  const { options: o, out } = context;
  if (context.path[1] === 'list') {
    const fixtures = listFixtures(o.event === undefined ? undefined : assertEvent(o.event));
    if (o.json) {
      out(
        `${JSON.stringify(
          fixtures.map(({ name, event, variant, path, bytes }) => ({
            name,
            event,
            variant: variant ?? null,
            path,
            bytes: bytes.length,
          })),
          null,
          2,
        )}\n`,
      );
    } else {
      for (const fixture of fixtures)
        out(
          `${fixture.name.padEnd(44)} ${fixture.event.padEnd(22)} ${fixture.bytes.length} bytes\n`,
        );
    }
    return 0;
  }
  const wanted = context.args[0] ?? '';
  const all = listFixtures();
  const found = all.find((fixture) => fixture.name === wanted);
  if (!found) {
    if (wanted.split('.').length === 2 && !knownEvents.includes(wanted)) assertEvent(wanted);
    throw new FixtureError(
      `unknown fixture "${wanted}"; fixtures: ${all.map((fixture) => fixture.name).join(', ')}`,
    );
  }
  out(`${found.bytes.toString('utf8')}\n`);
  return 0;
}
