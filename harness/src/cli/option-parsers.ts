import { InvalidArgumentError } from 'commander';

/**
 * Commander parser for a whole number option value (`--count 5000`); `min` is inclusive.
 *
 * @example
 * ```ts
 * new Command('send').option('--count <n>', 'deliveries to make', wholeNumber(1));
 * ```
 */
export function wholeNumber(min: number): (value: string) => number {
  return (value: string) => {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min) {
      throw new InvalidArgumentError(`expected a whole number ≥ ${min}, got "${value}"`);
    }
    return Number(value);
  };
}

/**
 * Commander collector for a repeatable option (`--set a=1 --set b=2` → `['a=1', 'b=2']`).
 *
 * @example
 * ```ts
 * new Command('send').option('--set <path=value>', 'override', collect, []);
 * ```
 */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
