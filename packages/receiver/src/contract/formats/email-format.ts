// The same expression as ajv-formats' full `email` format: a dot-atom local part, `@`, then
// dot-separated labels of letters, digits and inner hyphens (at least two labels).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The `email` format check of the generated validators.
 *
 * @example
 * ```ts
 * import { emailFormat } from './email-format.ts'; // internal
 * emailFormat('ada@example.com'); // true
 * emailFormat('ada@localhost'); // false: the domain needs a dot
 * ```
 */
export function emailFormat(value: string): boolean {
  return EMAIL.test(value);
}
