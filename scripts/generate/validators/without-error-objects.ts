// Post-processing of Ajv's standalone code for the receiver's *fast* validators (allErrors off).
// The receiver only reads the fast validator's boolean: once a body fails, the `.errors` module of
// the event (all errors, with messages) is loaded to say why (checkWith in validator-for.ts). Yet Ajv's code builds
// an error object at every failure site, pushes it onto `vErrors`, copies sub-validators' errors
// and keeps the whole schema documents as constants for those objects' params: more than half of
// each module's text, which a cold start pays to parse at import and to compile at first call.
// What stays decides validity exactly as before: the `errors` counter (every failure still
// increments it, every `_errsN === errors` comparison and reset is untouched), so the boolean
// is Ajv's. Each rewrite matches Ajv's exact multi-line shape (`code.lines`); anything else
// about errors left in the result fails the generator loudly rather than half-stripping.

/** The rewrites, in order: Ajv's shape on the left, what replaces it on the right. */
const REWRITES: [RegExp, string][] = [
  // An error object appended to vErrors, then counted: keep the count.
  [
    /^const (err\d+) = \{.*\};\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\nerrors\+\+;$/gm,
    'errors++;',
  ],
  // A failure that ends the validator at once (allErrors off): just return false.
  [/^validate\d+\.errors = \[\{.*\}\];\nreturn false;$/gm, 'return false;'],
  // A sub-validator failed: its errors were appended and counted; count one.
  // (`validateN`, or `wrapperN.validate` for a recursive ref).
  [
    /^vErrors = vErrors === null \? ((?:validate\d+|wrapper\d+\.validate))\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;$/gm,
    'errors++;',
  ],
  // An anyOf branch passed after others failed: vErrors was cut back (the counter reset stays).
  [
    /^if\(vErrors !== null\)\{\nif\((_errs\d+)\)\{\nvErrors\.length = \1;\n\}\nelse \{\nvErrors = null;\n\}\n\}\n/gm,
    '',
  ],
  // A sub-validator called with where its value sits (`instancePath`, for its errors' paths, and
  // parent/root data, which only $data refs and coercion read): an object and a string per call.
  [/\b(validate\d+|wrapper\d+\.validate)\(([^,()]+), \{instancePath[,:][^{}]*\}\)/g, '$1($2)'],
  [
    /^function (validate\d+)\(data, \{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}\)\{$/gm,
    'function $1(data){',
  ],
  // What is left of the error list: always null now, nothing to keep or hand back.
  [/^let vErrors = null;\n/gm, ''],
  [/^validate\d+\.errors = vErrors;\n/gm, ''],
];

/**
 * Ajv standalone code of a fast validator without its error objects: the same accept/reject
 * answer, no `.errors`. Schema constants that nothing references any more go too, and
 * the instance path and parent data each sub-validator call passes (used only for errors here).
 * Throws when Ajv's code has an error-building shape this does not know (an Ajv upgrade).
 *
 * @example
 * ```ts
 * import { withoutErrorObjects } from './without-error-objects.ts';
 * const code = withoutErrorObjects(standaloneCode(ajv, validate));
 * code.includes('vErrors.push'); // false
 * ```
 */
export function withoutErrorObjects(code: string): string {
  let out = code;
  for (const [shape, replacement] of REWRITES) out = out.replace(shape, replacement);
  out = withoutUnusedSchemaConstants(out);
  // Nothing may mention the error list now.
  const left = out.split('\n').filter((line) => /\bvErrors\b|\berr\d+\b|\.errors\b/.test(line));
  if (left.length > 0)
    throw new Error(
      `withoutErrorObjects: Ajv code builds errors in a shape it does not know: ${left[0]}`,
    );
  const located = /\b(?:instancePath|parentData|parentDataProperty|rootData)\b/.exec(out);
  if (located)
    throw new Error(
      `withoutErrorObjects: Ajv code reads where a value sits in a shape it does not know: ${out.slice(located.index - 60, located.index + 60)}`,
    );
  return out;
}

/** Drops `const schemaN = {...};` lines no longer referenced (one pass may free another). */
function withoutUnusedSchemaConstants(code: string): string {
  let out = code;
  for (let changed = true; changed;) {
    changed = false;
    for (const [line, name] of out.matchAll(/^const (schema\d+) = \{.*\};\n/gm)) {
      const rest = out.replace(line, '');
      if (new RegExp(`\\b${name}\\b`).test(rest)) continue;
      out = rest;
      changed = true;
    }
  }
  return out;
}
