import { bundledEventSchema, listFixtures, type JsonSchema } from '@designhooks/schemas';
import { shapeBit } from '../../../packages/receiver/src/contract/value-shape.ts';
import { format } from 'prettier';
import { eventTable } from '../schema/event-table.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import { VALIDATORS_DIR, type GeneratedFile } from '../output/generated-file.ts';
import { knownValuesOf } from '../schema/known-values-of.ts';

/** One location of the contract, as the drift walker reads it (see the generated file's header). */
export interface DriftNode {
  /** Known property names of an object here → the node of each property's value. */
  p?: Record<string, number>;
  /** Node of every item of an array here. */
  i?: number;
  /** Known values of a known-values enumeration here. */
  e?: string[];
  /** Per known property: the shapes (`shapeBit` mask) the stored samples show for it. */
  s?: Record<string, number>;
}

/**
 * packages/receiver/src/contract/generated/drift-table.ts: what the contract knows at each
 * location of each event's payload (property names, item shapes, known values of open
 * enumerations), compiled from the schemas into a small table of nodes the receiver walks with
 * plain code, with no schema compiler at run time. `$ref`s become node indices (a comment's
 * `parent` points back at the comment's node); the branches of `anyOf` / `allOf` merge into one
 * node (an annotation is an object, a string or null: its node is the object's). Then every
 * stored fixture (the samples) is walked to record, per known property, which JSON shapes it
 * was seen with (null, `""`, string, number, boolean, array, object). Each event's fast
 * validator module carries the same table as code that only answers "any drift?" (see
 * drift-check-code.ts), run on every valid delivery before the walk.
 */
export async function generateDriftTable(): Promise<GeneratedFile> {
  const { table, roots } = driftTable();
  const content = [
    `// ${GENERATED_HEADER}`,
    '// Source: schemas/ (scripts/generate/validators/generate-drift-table.ts). What the contract knows at each',
    '// location of a payload, walked by detect-drift.ts: `p` known property names → node of the value,',
    '// `i` node of each array item, `e` known values of an open enumeration, `s` per property the',
    '// shapes the stored samples show (value-shape.ts bits). Node 0 knows nothing.',
    '',
    '/** One location of the contract (see the header). */',
    'export interface DriftNode {',
    '  readonly p?: Readonly<Record<string, number>>;',
    '  readonly i?: number;',
    '  readonly e?: readonly string[];',
    '  readonly s?: Readonly<Record<string, number>>;',
    '}',
    '',
    '/** Every location, shared between events; indices are stable within one generation. */',
    `export const DRIFT_NODES: readonly DriftNode[] = ${JSON.stringify(table)};`,
    '',
    "/** The node of each known event's whole body. */",
    `export const DRIFT_ROOTS: Readonly<Record<string, number>> = ${JSON.stringify(roots)};`,
    '',
  ].join('\n');
  return {
    path: `${VALIDATORS_DIR}/drift-table.ts`,
    content: await format(content, { parser: 'typescript', printWidth: 120, singleQuote: true }),
  };
}

/** The drift table (see generateDriftTable) and the node of each event's whole body. */
export function driftTable(): { table: DriftNode[]; roots: Record<string, number> } {
  const nodes: DriftNode[] = [{}]; // 0: nothing known to check (any value, or a scalar)
  const roots: Record<string, number> = {};
  // Every bundle names a shared object or shape the same way (#/definitions/Comment): share them.
  const byRef = new Map<string, number>();
  for (const event of eventTable()) {
    const bundle = bundledEventSchema(event.name);
    const resolve = (ref: string): JsonSchema => {
      if (ref === '#') return bundle;
      let node: unknown = bundle;
      for (const part of ref.replace(/^#\//, '').split('/')) node = (node as JsonSchema)[part];
      if (!node || typeof node !== 'object')
        throw new Error(`${event.name}: unresolved $ref ${ref}`);
      return node as JsonSchema;
    };
    const compile = (schema: JsonSchema): number => {
      if (typeof schema.$ref === 'string') {
        const ref = schema.$ref;
        const seen = byRef.get(ref);
        if (seen !== undefined) return seen;
        const index = nodes.push({}) - 1; // placeholder first: a comment's parent is a comment
        byRef.set(ref, index);
        const compiled = compile(resolve(ref));
        nodes[index] = nodes[compiled]!;
        return index;
      }
      const known = knownValuesOf(schema);
      if (known) return add({ e: [...known] });
      const branches = [
        ...((schema.anyOf as JsonSchema[]) ?? []),
        ...((schema.allOf as JsonSchema[]) ?? []),
        ...((schema.oneOf as JsonSchema[]) ?? []),
      ];
      const own: DriftNode = {};
      if (schema.properties && typeof schema.properties === 'object') {
        own.p = {};
        for (const [name, property] of Object.entries(
          schema.properties as Record<string, JsonSchema>,
        ))
          own.p[name] = compile(property);
      }
      if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
        const items = compile(schema.items as JsonSchema);
        if (items !== 0) own.i = items;
      }
      const parts = [own.p || own.i !== undefined ? add(own) : 0, ...branches.map(compile)].filter(
        (index) => index !== 0,
      );
      if (parts.length === 0) return 0;
      if (parts.length === 1) return parts[0]!;
      return add(merge(parts.map((index) => nodes[index]!)));
    };
    const add = (node: DriftNode): number => (isEmpty(node) ? 0 : nodes.push(node) - 1);
    const merge = (parts: DriftNode[]): DriftNode => {
      const merged: DriftNode = {};
      for (const part of parts) {
        if (part.p) merged.p = { ...part.p, ...merged.p };
        if (part.i !== undefined) merged.i ??= part.i;
        if (part.e) merged.e = [...new Set([...(merged.e ?? []), ...part.e])];
      }
      return merged;
    };
    roots[event.name] = compile(bundle);
  }
  const { table, index } = compact(nodes);
  for (const name of Object.keys(roots)) roots[name] = index(roots[name]!);
  recordSeenShapes(table, roots);
  return { table, roots };
}

function isEmpty(node: DriftNode): boolean {
  return !node.p && node.i === undefined && !node.e;
}

/**
 * Drops empty nodes (their users point at node 0 instead) and nodes that are the same object
 * as an earlier one (a `$ref`'s placeholder and the node it resolved to), renumbering the rest.
 */
function compact(nodes: DriftNode[]): { table: DriftNode[]; index: (old: number) => number } {
  const first = new Map<DriftNode, number>();
  const renumbered = new Map<number, number>();
  const table: DriftNode[] = [{}];
  nodes.forEach((node, old) => {
    if (old === 0 || isEmpty(node)) return void renumbered.set(old, 0);
    const seen = first.get(node);
    if (seen !== undefined) return void renumbered.set(old, seen);
    first.set(node, table.length);
    renumbered.set(old, table.length);
    table.push(node);
  });
  const index = (old: number): number => renumbered.get(old) ?? 0;
  const rewritten = table.map((node) => ({
    ...(node.p
      ? {
          p: Object.fromEntries(
            Object.entries(node.p).map(([name, child]) => [name, index(child)]),
          ),
        }
      : {}),
    ...(node.i !== undefined ? { i: index(node.i) } : {}),
    ...(node.e ? { e: node.e } : {}),
  }));
  return { table: rewritten, index };
}

/** Walks every fixture over the table, recording each known property's shapes in `s`. */
function recordSeenShapes(table: DriftNode[], roots: Record<string, number>): void {
  for (const node of table)
    if (node.p) node.s = Object.fromEntries(Object.keys(node.p).map((name) => [name, 0]));
  const walk = (value: unknown, index: number): void => {
    const node = table[index]!;
    if (node.p && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, child] of Object.entries(value)) {
        if (node.p[name] === undefined) continue;
        node.s![name]! |= shapeBit(child);
        walk(child, node.p[name]!);
      }
    }
    if (node.i !== undefined && Array.isArray(value)) for (const item of value) walk(item, node.i);
  };
  for (const fixture of listFixtures())
    walk(JSON.parse(fixture.bytes.toString('utf8')), roots[fixture.event] ?? 0);
}
