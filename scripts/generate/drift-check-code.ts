import type { DriftNode } from './generate-drift-table.ts';

/**
 * The drift checks of the events of one validator module (the events of one shape): one
 * function per node of the drift table below their roots that answers whether a value drifts
 * anywhere below it (a field no schema names, a value outside known ones, a shape no sample
 * shows), stopping at the first, and `HAS_DRIFT`, each event's root function, which the module
 * hangs on the event's validator as `hasDrift`. Each event keeps its own check (what fixtures
 * show differs between events of one shape: a project.deleted has a deletedAt). Known property
 * names become `switch` cases, which V8 compares as interned strings: a delivery without drift,
 * the common one, costs a fraction of the table walk, which detect-drift.ts runs only once this
 * says there is something to report (drift-checks.property.test.ts holds the two to the same
 * answers). It lives with the validators so that a cold start loads it only for the shape at hand.
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
    body.push('for (const key in value) {');
    body.push('const item = value[key];');
    body.push('switch (key) {');
    // Names whose checks are the same share one case body: the module stays small.
    const byCheck = new Map<string, string[]>();
    for (const [name, child] of Object.entries(node.p)) {
      const below = child === 0 ? '' : ` || drift${ref(child)}(item)`;
      const check = `if ((shapeBit(item) & ${node.s?.[name] ?? 0}) === 0${below}) return true;`;
      byCheck.set(check, [...(byCheck.get(check) ?? []), name]);
    }
    for (const [check, names] of byCheck)
      body.push(...names.map((name) => `case ${JSON.stringify(name)}:`), check, 'break;');
    body.push('default:', 'return true;', '}', '}', '}');
  }
  if (node.i !== undefined) {
    body.push(
      `if (Array.isArray(value)) for (let index = 0; index < value.length; index += 1) if (drift${ref(node.i)}(value[index])) return true;`,
    );
  }
  body.push('return false;');
  return body;
}
