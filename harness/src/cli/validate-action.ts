import { validateBody } from '../validate/validate-body.ts';
import type { CommandContext } from './command-context.ts';
import { readBodyArgument } from './read-body-argument.ts';

/**
 * `designhooks validate <file|->`: exit 0 valid, 1 invalid (every failing rule listed).
 *
 * @example
 * ```ts
 * await run({ path: ['validate'], args: ['body.json'], options: {}, ... });
 * ```
 */
export async function run(context: CommandContext): Promise<number> {
  const result = await validateBody(await readBodyArgument(context));
  if (context.options.json) context.out(`${JSON.stringify(result, null, 2)}\n`);
  else if (result.valid) context.out(`valid ${result.event} delivery\n`);
  else {
    context.out(`invalid${result.event ? ` ${result.event}` : ''} delivery:\n${result.problems.map((p) => `  ${p}`).join('\n')}\n`);
  }
  return result.valid ? 0 : 1;
}
