// Post-processing of Ajv's standalone code for the receiver's fast validators: each top-level
// `function validateN(...) {...}` becomes `var validateN = (function validateN(...) {...});`.
// V8 compiles a parenthesized function expression while it compiles the module (its "PIFE"
// heuristic) instead of pre-parsing it then parsing it again on the first call; every fast
// validator module is imported only to be called at once, so the pre-parse is pure waste
// (project.updated: 0.2 ms of a cold start's first delivery). esbuild keeps those parentheses.
// `var`, not `const`: Ajv's code refers to the functions before their definitions (hoisting), so
// the lines that read them as the module runs (its `export`s, a recursive ref's `wrapperN`) move
// to the end.

/**
 * Ajv standalone code with its top-level validate functions compiled when the module loads.
 *
 * @example
 * ```ts
 * import { compiledOnLoad } from './compiled-on-load.ts';
 * compiledOnLoad('export default validate1;\nfunction validate1(data){\nreturn true;\n}\n');
 * // 'var validate1 = (function validate1(data){\nreturn true;\n});\nexport default validate1;\n'
 * ```
 */
export function compiledOnLoad(code: string): string {
  // Lines that read a validate function when the module runs go after the definitions.
  const late =
    /^(?:export (?:const \w+ =|default) \w+|const wrapper\d+ = \{validate: validate\d+\});\n/gm;
  const moved = code.match(late) ?? [];
  let out = code.replace(late, '');
  let at = 0;
  for (;;) {
    const start = out.slice(at).search(/^function validate\d+\(/m);
    if (start === -1) break;
    const begin = at + start;
    const name = /^function (validate\d+)\(/.exec(out.slice(begin))![1]!;
    const end = endOfFunction(out, begin);
    const wrapped = `var ${name} = (${out.slice(begin, end)});`;
    out = out.slice(0, begin) + wrapped + out.slice(end);
    at = begin + wrapped.length;
  }
  return `${out.trimEnd()}\n${moved.join('')}`;
}

/** The index just past the `}` closing the function that starts at `begin` (strings and comments skipped). */
function endOfFunction(code: string, begin: number): number {
  // The body's `{` is the first one after the parameter list's `)` at depth 0.
  let parens = 0;
  let i = begin;
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') i = endOfString(code, i);
    else if (c === '(') parens++;
    else if (c === ')' && --parens === 0) break;
  }
  let depth = 0;
  for (i++; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') i = endOfString(code, i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) + 1;
    else if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i);
    else if (c === '/' && /[(,=:[!&|?{};]\s*$/.test(code.slice(Math.max(0, i - 8), i)))
      i = endOfRegExp(code, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error(
    `compiledOnLoad: no end to the function at ${begin}: ${code.slice(begin, begin + 80)}`,
  );
}

/** A regular expression literal (`.replace(/~/g, "~0")`): its closing `/`, past escapes and classes. */
function endOfRegExp(code: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === '[') inClass = true;
    else if (code[i] === ']') inClass = false;
    else if (code[i] === '/' && !inClass) return i;
  }
  throw new Error(`compiledOnLoad: unterminated regular expression at ${start}`);
}

function endOfString(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
  }
  throw new Error(`compiledOnLoad: unterminated string at ${start}`);
}
