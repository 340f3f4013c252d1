import type { DriftNode } from './generate-drift-table.ts';

/**
 * The source of generated/drift-checks.ts: one function per node of the drift table that answers
 * whether a value drifts anywhere below it (a field no schema names, a value outside known
 * ones, a shape no sample shows), stopping at the first. Known property names become `switch`
 * cases, which V8 compares as interned strings: a delivery without drift, the common one, costs
 * a fraction of the table walk, which runs only once this says there is something to report.
 * Same answers as the walk (detect-drift's property test holds them together).
 */
export function driftCheckCode(table: readonly DriftNode[], roots: Readonly<Record<string, number>>): string {
  const used = new Set<number>();
  const pending = Object.values(roots).filter((index) => index !== 0);
  while (pending.length > 0) {
    const index = pending.pop()!;
    if (used.has(index)) continue;
    used.add(index);
    const node = table[index]!;
    for (const child of [...Object.values(node.p ?? {}), node.i ?? 0]) if (child !== 0 && !used.has(child)) pending.push(child);
  }
  const functions = [...used].sort((a, b) => a - b).map((index) => nodeFunction(index, table[index]!));
  const cases = Object.entries(roots)
    .filter(([, index]) => index !== 0)
    .map(([event, index]) => `    case ${JSON.stringify(event)}:\n      return d${index}(delivery);`);
  return [
    "import { shapeBit } from '../value-shape.ts';",
    '',
    '/**',
    ' * Whether a parsed delivery of `event` carries anything the contract does not know (see',
    " * `Drift`); false for an event the contract does not know. Recursive: a comment's parent chain",
    ' * thousands deep throws a RangeError, which the caller treats as "walk it".',
    ' */',
    'export function hasDrift(event: string, delivery: unknown): boolean {',
    '  switch (event) {',
    ...cases,
    '    default:',
    '      return false;',
    '  }',
    '}',
    '',
    ...functions,
  ].join('\n');
}

function nodeFunction(index: number, node: DriftNode): string {
  const body: string[] = [];
  if (node.e) {
    const known = node.e.map((value) => `value !== ${JSON.stringify(value)}`).join(' && ');
    body.push(`  return typeof value === 'string' && ${known};`);
  } else {
    if (node.p) {
      body.push("  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {");
      body.push('    const object = value as Record<string, unknown>;');
      body.push('    for (const key in object) {');
      body.push('      const item = object[key];');
      body.push('      switch (key) {');
      // Names whose checks are the same share one case body: the module stays small.
      const byCheck = new Map<string, string[]>();
      for (const [name, child] of Object.entries(node.p)) {
        const below = child === 0 ? '' : ` || d${child}(item)`;
        const check = `if ((shapeBit(item) & ${node.s?.[name] ?? 0}) === 0${below}) return true;`;
        byCheck.set(check, [...(byCheck.get(check) ?? []), name]);
      }
      for (const [check, names] of byCheck) {
        for (const name of names) body.push(`        case ${JSON.stringify(name)}:`);
        body.push(`          ${check}`);
        body.push('          break;');
      }
      body.push('        default:');
      body.push('          return true;');
      body.push('      }');
      body.push('    }');
      body.push('  }');
    }
    if (node.i !== undefined) {
      body.push('  if (Array.isArray(value)) {');
      body.push(`    for (let index = 0; index < value.length; index += 1) if (d${node.i}(value[index])) return true;`);
      body.push('  }');
    }
    body.push('  return false;');
  }
  return [`function d${index}(value: unknown): boolean {`, ...body, '}', ''].join('\n');
}
