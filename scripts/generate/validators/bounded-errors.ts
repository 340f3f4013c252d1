// Post-processing of Ajv's standalone code for the receiver's `.errors` validators (allErrors on):
// bounded, linear error collection. Ajv appends a sub-validator's errors with
// `vErrors = vErrors.concat(...)`, copying the whole list once per failing array item: quadratic
// (a commits.created with 64k invalid items took 14 s, issue 23). Rewritten, the list keeps the
// first MAX_VALIDATION_ERRORS errors (append-errors.ts) and appends in place; the `errors`
// counter still counts every failure, so every validity decision (`_errsN === errors`, the final
// `errors === 0`) reads as before. While fewer than the cap, the list's length equals the counter
// (as in Ajv's code); past it the list is full and only the counter grows, so an anyOf branch
// that passes cuts the list back only when it is longer than the branch's starting count. Each
// rewrite matches Ajv's exact multi-line shape (`code.lines`); any other use of the list left in
// the result fails the generator loudly.

/** The rewrites, in order: Ajv's shape on the left, what replaces it on the right. */
const REWRITES: [RegExp, string][] = [
  // An error object appended: built and kept only while the list is under the cap.
  [
    /^const (err\d+) = (\{.*\});\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\nerrors\+\+;$/gm,
    'if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){\nconst $1 = $2;\nif(vErrors === null){\nvErrors = [$1];\n}\nelse {\nvErrors.push($1);\n}\n}\nerrors++;',
  ],
  // A sub-validator failed: count its errors, keep what fits (`validateN` or `wrapperN.validate`).
  [
    /^vErrors = vErrors === null \? ((?:validate\d+|wrapper\d+\.validate))\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;$/gm,
    'errors += $1.errors.length;\nvErrors = appendErrors(vErrors, $1.errors);',
  ],
  // An anyOf branch passed after others failed: back to the count it started from.
  [
    /^if\(vErrors !== null\)\{\nif\((_errs\d+)\)\{\nvErrors\.length = \1;\n\}\nelse \{\nvErrors = null;\n\}\n\}$/gm,
    'if(vErrors !== null){\nif($1){\nif(vErrors.length > $1){\nvErrors.length = $1;\n}\n}\nelse {\nvErrors = null;\n}\n}',
  ],
];

// What may remain: the list's declaration, its hand-over at the end, and the rewritten forms.
const ALLOWED_LINES = [
  /^let vErrors = null;$/,
  /^(?:validate\d+|wrapper\d+\.validate)\.errors = vErrors;$/,
  /^if\(vErrors === null\)\{$/,
  /^vErrors = \[err\d+\];$/,
  /^if\(vErrors === null \|\| vErrors\.length < MAX_VALIDATION_ERRORS\)\{$/,
  /^vErrors\.push\(err\d+\);$/,
  /^vErrors = appendErrors\(vErrors, (?:validate\d+|wrapper\d+\.validate)\.errors\);$/,
  /^if\(vErrors !== null\)\{$/,
  /^if\(vErrors\.length > _errs\d+\)\{$/,
  /^vErrors\.length = _errs\d+;$/,
  /^vErrors = null;$/,
];

/**
 * Ajv's all-errors standalone code with bounded, linear error collection; it then needs
 * `appendErrors` and `MAX_VALIDATION_ERRORS` in scope (the generator imports them).
 *
 * @example
 * ```ts
 * import { boundedErrors } from './bounded-errors.ts';
 * boundedErrors(ajvCode).includes('vErrors.concat'); // false
 * ```
 */
export function boundedErrors(code: string): string {
  let out = code;
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  const left = out
    .split('\n')
    .filter((line) => line.includes('vErrors') && !ALLOWED_LINES.some((ok) => ok.test(line)));
  if (left.length > 0)
    throw new Error(
      `boundedErrors: Ajv's code uses its error list in a shape the generator does not rewrite: ${left[0]}`,
    );
  return out;
}
