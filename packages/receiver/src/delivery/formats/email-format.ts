import { isAlphanumeric } from './ascii.ts';

// The characters of a dot-atom besides letters and digits.
const ATOM_SYMBOLS = "!#$%&'*+/=?^_`{|}~-";

/**
 * The `email` format check of the generated validators, by hand (no expression to compile on a
 * cold start), answering exactly as ajv-formats' full `email` format: a local part of dot-
 * separated atoms, `@`, then two or more dot-separated labels of letters, digits and inner
 * hyphens. A property test holds the two together.
 *
 * @example
 * ```ts
 * import { emailFormat } from './email-format.ts'; // internal
 * emailFormat('ada@example.com'); // true
 * emailFormat('ada@localhost'); // false: the domain needs a dot
 * ```
 */
export function emailFormat(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1) return false;
  return isDotAtom(value, 0, at) && isDomain(value, at + 1);
}

function isDotAtom(value: string, start: number, end: number): boolean {
  let atomLength = 0;
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code === 46) {
      if (atomLength === 0) return false; // '.' first, last or doubled
      atomLength = 0;
    } else if (isAlphanumeric(code) || ATOM_SYMBOLS.includes(value[i]!)) atomLength++;
    else return false;
  }
  return atomLength > 0;
}

function isDomain(value: string, start: number): boolean {
  let labels = 0;
  let labelStart = start;
  for (let i = start; i <= value.length; i++) {
    const code = i < value.length ? value.charCodeAt(i) : 46;
    if (code !== 46) {
      if (!isAlphanumeric(code) && code !== 45) return false;
      continue;
    }
    // A label: letters, digits and hyphens, not starting or ending with a hyphen.
    if (i === labelStart || value.charCodeAt(labelStart) === 45 || value.charCodeAt(i - 1) === 45) return false;
    labels++;
    labelStart = i + 1;
  }
  return labels >= 2;
}
