import { driftReport } from '../../../validate/drift-report.ts';
import { formatDriftReport } from '../../../validate/format-drift-report.ts';
import { readDeliveryBodies, readStdinBodies } from '../../../validate/read-delivery-bodies.ts';
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
    path === undefined || path === '-' ? readStdinBodies(context.stdin) : readDeliveryBodies(path);
  const report = await driftReport(bodies);
  context.out(
    context.options.json ? `${JSON.stringify(report, null, 2)}\n` : formatDriftReport(report),
  );
  return report.invalid === 0 ? 0 : 1;
}
