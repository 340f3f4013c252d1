import { type Command, InvalidArgumentError } from 'commander';
import { BODY_ENCODINGS, type BodyEncoding } from '../../body/body-encoding.ts';

/** The flag {@link addEncodingOption} adds, as commander parses it. */
export interface EncodingOptions {
  encoding?: BodyEncoding | undefined;
}

/**
 * Adds `--encoding <go|js>` to a command that builds bodies (send, trigger, webhooks test):
 * `go` (default) writes them as the platform's Go sender does, `js` as `JSON.stringify` does.
 * Any other value is a usage error (exit 2) naming the valid ones.
 *
 * @example
 * ```ts
 * addEncodingOption(new Command('send'));
 * ```
 */
export function addEncodingOption(command: Command): Command {
  return command.option(
    '--encoding <go|js>',
    'body encoding: go escapes < > & U+2028 U+2029 as the platform does (default), js is plain JSON.stringify',
    bodyEncoding,
  );
}

function bodyEncoding(value: string): BodyEncoding {
  if (!(BODY_ENCODINGS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected ${BODY_ENCODINGS.join(' or ')}, got "${value}"`);
  }
  return value as BodyEncoding;
}
