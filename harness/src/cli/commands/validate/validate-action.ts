import { driftReport } from '../../../validate/drift-report.ts';
import { formatDriftReport } from '../../../validate/format-drift-report.ts';
import {
  jsonLines,
  readDeliveryBodies,
  type SourcedBody,
} from '../../../validate/read-delivery-bodies.ts';
import type { CommandContext } from '../../command-context.ts';
import type { ValidateOptions } from './validate-command.ts';

/**
 * `designhooks validate <file|folder|received.jsonl|->`: valid, drifted and invalid deliveries
 * per event. Exit 0 when none is invalid, 1 otherwise.
 *
 * @example
 * ```ts
 * await run({ path: ['validate'], args: ['.designhooks/received.jsonl'], options: {}, ... });
 * ```
 */
export async function run(context: CommandContext<ValidateOptions>): Promise<number> {
  const path = context.args[0];
  const bodies =
    path === undefined || path === '-'
      ? fromStdin(await context.stdin())
      : readDeliveryBodies(path);
  const report = await driftReport(bodies);
  context.out(
    context.options.json ? `${JSON.stringify(report, null, 2)}\n` : formatDriftReport(report),
  );
  return report.invalid === 0 ? 0 : 1;
}

/** Stdin holds one body, or JSON Lines (several bodies or listener records, one per line). */
function fromStdin(bytes: Buffer): Iterable<SourcedBody> | AsyncIterable<SourcedBody> {
  const text = bytes.toString('utf8');
  try {
    JSON.parse(text);
    return [{ source: 'stdin', bytes }];
  } catch {
    const lines = text.split('\n');
    return lines.filter((line) => line.trim() !== '').length > 1
      ? jsonLines('stdin', lines)
      : [{ source: 'stdin', bytes }];
  }
}
