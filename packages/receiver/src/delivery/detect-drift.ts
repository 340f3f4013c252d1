import { DRIFT_NODES, DRIFT_ROOTS } from './generated/drift-table.ts';

/**
 * Something a delivery carries that its schema accepts but the contract does not know: a field
 * no schema names (`unknown-field`, at any depth) or a value outside an enumeration's known
 * values (`unknown-value`). `path` is a JSON pointer into the body.
 *
 * @example
 * ```ts
 * import type { Drift } from '@designhooks/receiver';
 * const drift: Drift = { path: '/data/object/visibility', kind: 'unknown-value', value: 'public' };
 * ```
 */
export interface Drift {
  path: string;
  kind: 'unknown-field' | 'unknown-value';
  /** The value found there. */
  value?: unknown;
}

/**
 * At most this many drift entries are reported per delivery: memory stays bounded.
 *
 * @example
 * ```ts
 * import { detectDrift, MAX_DRIFT_ENTRIES } from '@designhooks/receiver';
 * const complete = (delivery: unknown) => detectDrift(delivery).length < MAX_DRIFT_ENTRIES;
 * ```
 */
export const MAX_DRIFT_ENTRIES = 100;

/** Shared by every delivery without drift: nothing to allocate on the hot path. */
export const NO_DRIFT: readonly Drift[] = Object.freeze([]);

/**
 * What a delivery of a known event carries that the contract does not know (see `Drift`), in
 * walk order (an object's unknown fields, then what its known fields hold), at most `MAX_DRIFT_ENTRIES`; `NO_DRIFT` (empty) for none and for an event the
 * contract does not know. Drift is not invalidity: run it on deliveries that passed validation.
 * It walks a table generated from the schemas (`npm run generate`), with no schema compiler.
 *
 * @example
 * ```ts
 * import { detectDrift } from '@designhooks/receiver';
 * detectDrift({ event: 'project.updated', data: { object: { visibility: 'public', beta: 1 } } });
 * // [{ path: '/data/object/beta', kind: 'unknown-field', value: 1 },
 * //  { path: '/data/object/visibility', kind: 'unknown-value', value: 'public' }]
 * ```
 */
export function detectDrift(delivery: unknown): readonly Drift[] {
  const event = isObject(delivery) ? delivery.event : undefined;
  const root = typeof event === 'string' && Object.hasOwn(DRIFT_ROOTS, event) ? DRIFT_ROOTS[event]! : 0;
  if (root === 0) return NO_DRIFT;
  let found: Drift[] | undefined;
  // An explicit stack, not recursion: a comment's parent chain may be thousands deep.
  const stack: { value: unknown; node: number; path: string }[] = [{ value: delivery, node: root, path: '' }];
  while (stack.length > 0) {
    const { value, node, path } = stack.pop()!;
    const known = DRIFT_NODES[node]!;
    if (known.e && typeof value === 'string' && !known.e.includes(value)) {
      (found ??= []).push({ path, kind: 'unknown-value', value });
    }
    const children: { value: unknown; node: number; path: string }[] = [];
    if (known.p && isObject(value)) {
      for (const key of Object.keys(value)) {
        const at = `${path}/${escapePointer(key)}`;
        if (!Object.hasOwn(known.p, key)) (found ??= []).push({ path: at, kind: 'unknown-field', value: value[key] });
        else if (known.p[key] !== 0) children.push({ value: value[key], node: known.p[key]!, path: at });
      }
    }
    if (known.i !== undefined && Array.isArray(value)) {
      value.forEach((item, index) => children.push({ value: item, node: known.i!, path: `${path}/${index}` }));
    }
    if (found && found.length >= MAX_DRIFT_ENTRIES) break;
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found ? found.slice(0, MAX_DRIFT_ENTRIES) : NO_DRIFT;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
