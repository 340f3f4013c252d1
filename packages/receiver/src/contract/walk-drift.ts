import { DRIFT_NODES, DRIFT_ROOTS } from './generated/drift-table.ts';
import type { Drift } from './detect-drift.ts';
import { isJsonObject } from './is-json-object.ts';
import { shapeBit } from './value-shape.ts';

/**
 * Where a delivery of a known event drifts (see `Drift`): a walk over the generated drift table,
 * in walk order (an object's unknown fields and unseen shapes in key order, then what its known
 * fields hold), at most `max` entries; undefined for none or an event the contract does not know.
 * `detectDrift` runs it only once the generated check has found something.
 *
 * @example
 * ```ts
 * import { walkDrift } from './walk-drift.ts'; // internal; detectDrift calls it
 * walkDrift('project.updated', { event: 'project.updated', data: { beta: 1 } }, 100);
 * // [{ path: '/data/beta', kind: 'unknown-field', value: 1 }]
 * ```
 */
export function walkDrift(event: string, delivery: unknown, max: number): Drift[] | undefined {
  const root = ROOTS[event];
  if (root === undefined || root === 0) return undefined;
  // An explicit stack, not recursion (a comment's parent chain may be thousands deep), kept in
  // parallel arrays reused between calls; a path is a chain of segments, made into a JSON
  // pointer only for what is reported: the common delivery allocates almost nothing.
  let found: Drift[] | undefined;
  const report = (segment: number, kind: Drift['kind'], value: unknown) => {
    (found ??= []).push({ path: pointer(segment), kind, value });
  };
  segmentParents.length = 0;
  segmentKeys.length = 0;
  stackValues.push(delivery);
  stackNodes.push(root);
  stackSegments.push(segment(-1, ''));
  try {
    while (stackValues.length > 0) {
      if (found && found.length >= max) break;
      const value = stackValues.pop();
      const node = NODES[stackNodes.pop()!]!;
      const at = stackSegments.pop()!;
      if (node.e !== undefined) {
        if (typeof value === 'string' && !node.e.includes(value))
          report(at, 'unknown-value', value);
        continue;
      }
      const first = stackValues.length;
      if (node.p !== undefined && isJsonObject(value)) {
        for (const key in value) {
          const child = node.p[key];
          if (child === undefined) {
            report(segment(at, key), 'unknown-field', value[key]);
            continue;
          }
          const item = value[key];
          const seen = node.s![key]!;
          if ((seen & shapeBit(item)) === 0) report(segment(at, key), 'unseen-shape', item);
          else if (child !== 0) push(item, child, segment(at, key));
        }
      }
      if (node.i !== undefined && Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1)
          push(value[index], node.i, segment(at, index));
      }
      reverseFrom(first); // children come off the stack in document order
    }
  } finally {
    // Drop references to the delivery held by the reused arrays.
    stackValues.length = 0;
    stackNodes.length = 0;
    stackSegments.length = 0;
  }
  return found?.slice(0, max);
}

/** The generated table with null-prototype property maps: a body key such as `constructor` or `__proto__` is looked up safely. */
const NODES = DRIFT_NODES.map((node) => ({
  p: node.p
    ? (Object.assign(Object.create(null), node.p) as Record<string, number | undefined>)
    : undefined,
  s: node.p
    ? (Object.assign(Object.create(null), node.s) as Record<string, number | undefined>)
    : undefined,
  i: node.i,
  e: node.e,
}));
const ROOTS = Object.assign(Object.create(null), DRIFT_ROOTS) as Record<string, number | undefined>;

const stackValues: unknown[] = [];
const stackNodes: number[] = [];
const stackSegments: number[] = [];
const segmentParents: number[] = [];
const segmentKeys: (string | number)[] = [];

function push(value: unknown, node: number, at: number): void {
  stackValues.push(value);
  stackNodes.push(node);
  stackSegments.push(at);
}

function segment(parent: number, key: string | number): number {
  segmentParents.push(parent);
  segmentKeys.push(key);
  return segmentKeys.length - 1;
}

/** The JSON pointer of a segment: its keys from the root, escaped (`~` → `~0`, `/` → `~1`). */
function pointer(at: number): string {
  const keys: string[] = [];
  for (let index = at; segmentParents[index]! >= 0; index = segmentParents[index]!) {
    keys.push(String(segmentKeys[index]).replaceAll('~', '~0').replaceAll('/', '~1'));
  }
  return keys.length === 0 ? '' : `/${keys.reverse().join('/')}`;
}

function reverseFrom(first: number): void {
  for (let low = first, high = stackValues.length - 1; low < high; low += 1, high -= 1) {
    [stackValues[low], stackValues[high]] = [stackValues[high], stackValues[low]];
    [stackNodes[low], stackNodes[high]] = [stackNodes[high]!, stackNodes[low]!];
    [stackSegments[low], stackSegments[high]] = [stackSegments[high]!, stackSegments[low]!];
  }
}
