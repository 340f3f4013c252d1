import { dateTimeFormat } from './date-time-format.ts';
import { emailFormat } from './email-format.ts';
import { uriFormat } from './uri-format.ts';
import { uuidFormat } from './uuid-format.ts';

/**
 * The format checks the generated validators call (`formats.uuid(value)`), by JSON Schema
 * format name. The generator refuses a schema whose format has no entry here.
 *
 * @example
 * ```ts
 * import { formats } from './formats.ts'; // internal
 * formats.uuid('master'); // false
 * ```
 */
export const formats: Readonly<Record<string, (value: string) => boolean>> = {
  'date-time': dateTimeFormat,
  email: emailFormat,
  uri: uriFormat,
  uuid: uuidFormat,
};
