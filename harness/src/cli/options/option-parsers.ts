import { InvalidArgumentError } from 'commander';
import { describeBytes } from '../../text/describe-bytes.ts';

/** The highest TCP port: a larger `--port` is a usage error here, not node's RangeError at listen. */
export const MAX_PORT = 65_535;

/**
 * Commander parser for a TCP port flag: `0` (a free port, for a server) or `1` (a port to
 * connect to) up to `MAX_PORT`.
 *
 * @example
 * ```ts
 * new Command('listen').option('--port <n>', 'port to listen on; 0 picks a free one', portNumber(0), 4000);
 * ```
 */
export function portNumber(min: 0 | 1): WholeNumberParser {
  return wholeNumber(min, MAX_PORT);
}

/** The parser of a whole-number flag, carrying its inclusive range (read by tests and help). */
export type WholeNumberParser = ((value: string) => number) & {
  readonly min: number;
  readonly max: number;
};

/**
 * Commander parser for a whole number option value (`--count 5000`) in `[min, max]`, both
 * inclusive; anything else (not digits, out of range) is a usage error (exit 2) naming the range.
 * `max` has no default: each flag names the largest value the program can honour (a Node timer
 * holds at most 2^31 − 1 ms and fires at once past it; a port stops at `MAX_PORT`), so no value
 * the parser accepts fails later with a stack trace.
 *
 * @example
 * ```ts
 * new Command('send').option('--count <n>', 'deliveries to make', wholeNumber(1, 1_000_000));
 * ```
 */
export function wholeNumber(min: number, max: number): WholeNumberParser {
  const parse = (value: string) => {
    const text = value.trim();
    // digits only, and no more of them than max has: Number('1' + '0'.repeat(400)) is Infinity
    const number =
      /^\d+$/.test(text) && text.replace(/^0+(?=\d)/, '').length <= String(max).length
        ? Number(text)
        : NaN;
    if (!(number >= min && number <= max)) {
      throw new InvalidArgumentError(
        `expected a whole number from ${min} to ${max}, got "${value}"`,
      );
    }
    return number;
  };
  return Object.assign(parse, { min, max });
}

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * Commander parser for a size in bytes (`--max-bytes 512MiB`): digits with an optional binary
 * unit (KiB, MiB, GiB; K, M, G mean the same), in `[min, max]` bytes, else a usage error
 * naming the range.
 *
 * @example
 * ```ts
 * new Command('listen').option('--max-bytes <size>', 'file size limit', byteSize(16 * 1024 ** 2, 1024 ** 4));
 * ```
 */
export function byteSize(min: number, max: number): WholeNumberParser {
  const parse = (value: string) => {
    const match = /^(\d{1,16})\s*([kmg]i?b?|)$/i.exec(value.trim());
    const unit = match ? UNITS[match[2]!.toLowerCase().charAt(0)] : undefined;
    const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
    if (!(bytes >= min && bytes <= max)) {
      throw new InvalidArgumentError(
        `expected a size from ${describeBytes(min)} to ${describeBytes(max)} (e.g. 256MiB), got "${value}"`,
      );
    }
    return bytes;
  };
  return Object.assign(parse, { min, max });
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
