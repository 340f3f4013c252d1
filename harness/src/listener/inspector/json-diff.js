// Structural diff of two JSON values, of two header lists and of two byte strings, for the
// inspector's Diff view. Pure functions (no DOM), so they are unit-tested in node.

/** Most differences listed: a diff of two unrelated 5 MiB bodies must not build a huge page. */
export const MAX_DIFF_ENTRIES = 1000;

/**
 * The paths where two JSON values differ, as JSON pointers with both values:
 * `{ path, kind: 'added' | 'removed' | 'changed', left, right }` (arrays compared by index).
 * Iterative (a 5,000-deep body must not overflow the stack); at most MAX_DIFF_ENTRIES entries,
 * then `truncated` is true.
 */
export function diffJson(left, right) {
  const changes = [];
  const stack = [[left, right, '']];
  while (stack.length > 0) {
    const [a, b, path] = stack.pop();
    if (changes.length >= MAX_DIFF_ENTRIES) return { changes, truncated: true };
    if (isContainer(a) && isContainer(b) && Array.isArray(a) === Array.isArray(b)) {
      const keys = Array.isArray(a)
        ? Array.from({ length: Math.max(a.length, b.length) }, (_, i) => String(i))
        : [...new Set([...Object.keys(a), ...Object.keys(b)])];
      // pushed in reverse so that the stack pops them in document order
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const child = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        const inA = Object.hasOwn(a, key);
        const inB = Object.hasOwn(b, key);
        if (inA && inB) stack.push([a[key], b[key], child]);
        else stack.push([inA ? a[key] : MISSING, inB ? b[key] : MISSING, child]);
      }
      continue;
    }
    if (a === MISSING) changes.push({ path, kind: 'added', left: undefined, right: b });
    else if (b === MISSING) changes.push({ path, kind: 'removed', left: a, right: undefined });
    else if (!sameLeaf(a, b)) changes.push({ path, kind: 'changed', left: a, right: b });
  }
  return { changes, truncated: false };
}

const MISSING = Symbol('missing');

function isContainer(value) {
  return value !== null && typeof value === 'object';
}

function sameLeaf(a, b) {
  if (isContainer(a) || isContainer(b)) return false; // an object against a scalar or an array
  return a === b;
}

/**
 * Headers compared by name (case-insensitive; repeats joined with ", "): the names only one
 * side has and the values that differ, in the left side's order, then the right's additions.
 */
export function diffHeaders(left, right) {
  const a = headerMap(left);
  const b = headerMap(right);
  const out = [];
  for (const [name, { display, value }] of a) {
    if (!b.has(name)) out.push({ name: display, kind: 'removed', left: value, right: undefined });
    else if (b.get(name).value !== value)
      out.push({ name: display, kind: 'changed', left: value, right: b.get(name).value });
  }
  for (const [name, { display, value }] of b)
    if (!a.has(name)) out.push({ name: display, kind: 'added', left: undefined, right: value });
  return out;
}

function headerMap(pairs) {
  const map = new Map();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const seen = map.get(key);
    map.set(key, {
      display: seen?.display ?? name,
      value: seen ? `${seen.value}, ${value}` : value,
    });
  }
  return map;
}

/**
 * Where two texts' bytes differ: the length of their common start and end, and each side's
 * differing middle (cut to `context` characters around it), for the "raw bytes" option.
 */
export function diffRaw(left, right, context = 400) {
  if (left === right) return { same: true, offset: left.length };
  let start = 0;
  const shorter = Math.min(left.length, right.length);
  while (start < shorter && left[start] === right[start]) start++;
  let end = 0;
  while (end < shorter - start && left[left.length - 1 - end] === right[right.length - 1 - end])
    end++;
  const cut = (text) => {
    const middle = text.slice(start, text.length - end);
    return middle.length > context ? `${middle.slice(0, context)}…` : middle;
  };
  return {
    same: false,
    offset: new TextEncoder().encode(left.slice(0, start)).length,
    before: left.slice(Math.max(0, start - 40), start),
    left: cut(left),
    right: cut(right),
    after: left.slice(left.length - end, left.length - end + 40),
  };
}
