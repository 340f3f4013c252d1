import { SHAPE_BITS } from '../../../packages/receiver/src/contract/value-shape.ts';
import type { DriftNode } from './generate-drift-table.ts';

/**
 * The drift checks of the events of one validator module (the events of one shape): one
 * function per node of the drift table below their roots that answers whether a value drifts
 * anywhere below it (a field no schema names, a value outside known ones, a shape no sample
 * shows), stopping at the first, and `HAS_DRIFT`, each event's root function, which the module
 * hangs on the event's validator as `hasDrift`. Each event keeps its own check (what fixtures
 * show differs between events of one shape: a project.deleted has a deletedAt). An object's
 * known properties are read by name and their shapes checked inline (`typeof`, no `shapeBit`
 * call), then its keys are counted: more keys than known properties present means a field no
 * schema names. Why not a `switch` over each key with `shapeBit`: reads by a constant name and
 * inline `typeof` tests cost V8 a fraction of it on the objects JSON.parse makes (the check on
 * a project.updated body went from 0.19 µs to 0.07 µs: bench/receive.bench.ts, "drift detection
 * alone"). A delivery without drift, the common one, costs a fraction of the table walk, which
 * detect-drift.ts runs only once this says there is something to report
 * (drift-checks.property.test.ts holds the two to the same answers). It lives with the
 * validators so that a cold start loads it only for the shape at hand.
 */
export function driftCheckCode(
  table: readonly DriftNode[],
  roots: Readonly<Record<string, number>>,
): string {
  const used = new Set<number>();
  const pending = Object.values(roots).filter((root) => root !== 0);
  while (pending.length > 0) {
    const index = pending.pop()!;
    if (used.has(index)) continue;
    used.add(index);
    const node = table[index]!;
    for (const child of [...Object.values(node.p ?? {}), node.i ?? 0])
      if (child !== 0 && !used.has(child)) pending.push(child);
  }
  // Nodes whose checks read the same (a user object with and without email, ...) become one
  // function: merge equal bodies, with children named by their merged node, until none merge.
  const indices = [...used].sort((a, b) => a - b);
  let canonical = new Map(indices.map((index) => [index, index]));
  for (let merged = true; merged;) {
    const first = new Map<string, number>();
    const next = new Map<number, number>();
    for (const index of indices) {
      const text = nodeBody(table[index]!, (child) => canonical.get(child)!).join('\n');
      if (!first.has(text)) first.set(text, index);
      next.set(index, first.get(text)!);
    }
    merged = indices.some((index) => next.get(index) !== canonical.get(index));
    canonical = next;
  }
  const functions = indices
    .filter((index) => canonical.get(index) === index)
    .map((index) =>
      [
        `function drift${index}(value) {`,
        ...nodeBody(table[index]!, (child) => canonical.get(child)!),
        '}',
      ].join('\n'),
    );
  const checks = Object.entries(roots).map(
    ([event, root]) =>
      `  ${JSON.stringify(event)}: ${root === 0 ? '() => false' : `drift${canonical.get(root)!}`},`,
  );
  return [
    '// Whether a valid delivery carries what the contract does not know (see detect-drift.ts): recursive, so a',
    '// comment chain thousands deep throws a RangeError, which detectDrift answers with the table walk.',
    ...functions,
    'const HAS_DRIFT = {',
    ...checks,
    '};',
  ].join('\n');
}

/** The lines of one node's check; `ref` gives the node whose function checks a child. */
function nodeBody(node: DriftNode, ref: (child: number) => number): string[] {
  const body: string[] = [];
  if (node.e) {
    const known = node.e.map((value) => `value !== ${JSON.stringify(value)}`).join(' && ');
    body.push(`return typeof value === 'string' && ${known};`);
    return body;
  }
  if (node.p) {
    body.push("if (typeof value === 'object' && value !== null && !Array.isArray(value)) {");
    body.push('let item;', 'let known = 0;');
    for (const [name, child] of Object.entries(node.p)) {
      // A name that objects inherit would be read from the prototype when absent.
      if (name in Object.prototype)
        throw new Error(`drift check: "${name}" is inherited by objects`);
      const unseen = unseenShape(node.s?.[name] ?? 0);
      // No sample shows the field at all: being there is drift.
      if (unseen === 'true') {
        body.push(`if (value[${JSON.stringify(name)}] !== undefined) return true;`);
        continue;
      }
      const below = child === 0 ? '' : ` || drift${ref(child)}(item)`;
      body.push(
        `if ((item = value[${JSON.stringify(name)}]) !== undefined) {`,
        'known += 1;',
        `if (${unseen}${below}) return true;`,
        '}',
      );
    }
    // An own or inherited enumerable key, as the table walk's `for...in` sees them.
    body.push('let keys = 0;', 'for (const key in value) keys += 1;');
    body.push('if (keys !== known) return true;', '}');
  }
  if (node.i !== undefined) {
    body.push(
      `if (Array.isArray(value)) for (let index = 0; index < value.length; index += 1) if (drift${ref(node.i)}(value[index])) return true;`,
    );
  }
  body.push('return false;');
  return body;
}

/**
 * An expression, over `item`, true when its shape (see `shapeBit`) is not one of `mask`'s: the
 * same answer as `(shapeBit(item) & mask) === 0`, written as the `typeof` tests it stands for.
 */
export function unseenShape(mask: number): string {
  const has = (bit: number) => (mask & bit) !== 0;
  const seen: string[] = [];
  if (has(SHAPE_BITS.null)) seen.push('item === null');
  const empty = has(SHAPE_BITS.emptyString);
  const text = has(SHAPE_BITS.string);
  if (empty && text) seen.push("typeof item === 'string'");
  else if (empty) seen.push("item === ''");
  else if (text) seen.push("typeof item === 'string' && item.length !== 0");
  if (has(SHAPE_BITS.number)) seen.push("typeof item === 'number'");
  if (has(SHAPE_BITS.boolean)) seen.push("typeof item === 'boolean'");
  const array = has(SHAPE_BITS.array);
  const object = has(SHAPE_BITS.object);
  if (array && object) seen.push("typeof item === 'object' && item !== null");
  else if (array) seen.push('Array.isArray(item)');
  else if (object) seen.push("typeof item === 'object' && item !== null && !Array.isArray(item)");
  if (seen.length === 0) return 'true';
  if (seen.length === 1) return `!(${seen[0]})`;
  return `!(${seen.map((part) => (part.includes('&&') ? `(${part})` : part)).join(' || ')})`;
}
