import { basename } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { LineCounter, parse as parseYaml, parseDocument, isMap, isNode, type Node } from 'yaml';
import { readInputFile } from '../body/resolve-fixture.ts';
import { closestEvent, didYouMean, meant } from '@designhooks/testing';
import { ScenarioError } from '../errors.ts';
import { BUILT_IN_SCENARIOS } from './built-in-scenarios.ts';
import type { Scenario, ScenarioStep } from './scenario.ts';
import scenarioSchema from './scenario.schema.json' with { type: 'json' };

/**
 * The bounds every scenario is held to, checked before anything is sent: a huge or endless
 * file is refused with one line, not run until memory runs out.
 *
 * @example
 * ```ts
 * SCENARIO_LIMITS.maxDeliveries; // 100000
 * ```
 */
export const SCENARIO_LIMITS = Object.freeze({
  /** Largest scenario file read. */
  maxFileBytes: 1024 * 1024,
  /** Most steps in the whole file, nested ones included. */
  maxSteps: 10_000,
  /** Deepest nesting of repeat / duplicate / reorder / burst. */
  maxDepth: 8,
  /** Most deliveries one run may send (repeats multiplied out, duplicates counted). */
  maxDeliveries: 100_000,
  /** Most bytes of distinct bodies one plan holds (the busy day is about 1.5 MB): memory stays bounded. */
  maxPlanBytes: 64 * 1024 * 1024,
});

const KINDS = ['action', 'event', 'wait', 'repeat', 'duplicate', 'reorder', 'burst', 'redeliver'];

let validator: ReturnType<Ajv['compile']> | undefined;
// compiled once, on first use: `designhooks --help` never pays for it
function validateSchema(value: unknown): ErrorObject[] {
  validator ??= new Ajv({
    allErrors: false,
    strict: true,
    strictTypes: false,
    strictRequired: false,
  }).compile(scenarioSchema);
  return validator(value) ? [] : (validator.errors ?? []);
}

/**
 * Reads a scenario by built-in name (`busy-day`) or from a JSON or YAML file, then checks it
 * with {@link parseScenario}.
 *
 * @example
 * ```ts
 * const scenario = loadScenario('./review-day.yaml');
 * loadScenario('busy-day').steps.length; // the built-in's steps
 * ```
 */
export function loadScenario(nameOrFile: string): Scenario {
  const builtIn = Object.hasOwn(BUILT_IN_SCENARIOS, nameOrFile)
    ? BUILT_IN_SCENARIOS[nameOrFile]
    : undefined;
  if (builtIn) return builtIn;
  if (!/[\\/]|\.(ya?ml|json)$/i.test(nameOrFile)) {
    throw new ScenarioError(
      `unknown scenario "${nameOrFile}"${didYouMean(nameOrFile, Object.keys(BUILT_IN_SCENARIOS))}; built-ins: ${Object.keys(BUILT_IN_SCENARIOS).join(', ')} (or a .yaml / .json file)`,
    );
  }
  const bytes = readInputFile(nameOrFile, 'scenario file', SCENARIO_LIMITS.maxFileBytes);
  const scenario = parseScenario(bytes.toString('utf8'), nameOrFile);
  // an unnamed file is called by its file name in summaries and errors
  return scenario.name
    ? scenario
    : { ...scenario, name: basename(nameOrFile).replace(/\.(ya?ml|json)$/i, '') };
}

/**
 * Parses a scenario's text (JSON, or YAML: a superset of it) and validates it against the
 * scenario schema shipped with the harness (`@designhooks/harness/scenario.schema.json`) and
 * the {@link SCENARIO_LIMITS}. Any mistake is one {@link ScenarioError} line naming the source
 * and the line (`x.yaml:7:`, as editors link it), the step (`step 3.2` is the second nested
 * step of the third) and the field.
 *
 * @example
 * ```ts
 * parseScenario('steps:\n  - action: createProject\n', 'inline');
 * parseScenario('steps:\n  - action: pushCommits\n    commits: lots\n', 'x.yaml');
 * // throws ScenarioError: scenario x.yaml:3: step 1 (pushCommits): field "commits": must be a whole number
 * ```
 */
export function parseScenario(text: string, source: string): Scenario {
  const where = `scenario ${source}`;
  let value: unknown;
  try {
    value = /\.json$/i.test(source)
      ? JSON.parse(text)
      : parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!;
    throw new ScenarioError(
      `${where}: not valid ${/\.json$/i.test(source) ? 'JSON' : 'YAML'}: ${message}`,
    );
  }
  checkShape(value, where);
  const errors = validateSchema(value);
  // a oneOf's own error says more than the first failed branch inside it
  const first =
    errors.find((error) => error.keyword === 'oneOf') ??
    errors.find((error) => error.keyword !== 'if');
  if (first)
    throw new ScenarioError(`${where}${lineOf(text, first)}: ${describeError(value, first)}`);
  const scenario = value as Scenario;
  const deliveries = countDeliveries(scenario.steps);
  if (deliveries > SCENARIO_LIMITS.maxDeliveries) {
    throw new ScenarioError(
      `${where}: it would send up to ${deliveries > 1e15 ? 'more than 10^15' : deliveries} deliveries; the limit is ${SCENARIO_LIMITS.maxDeliveries} (lower a repeat count)`,
    );
  }
  return scenario;
}

/**
 * How many deliveries a list of steps sends at most: repeats multiplied out, a duplicate block
 * counted twice (probability above 0). The bound is checked before any body is built.
 *
 * @example
 * ```ts
 * countDeliveries([{ repeat: 3, steps: [{ action: 'pushCommits' }] }]); // 3
 * ```
 */
export function countDeliveries(steps: readonly ScenarioStep[]): number {
  let total = 0;
  for (const step of steps) {
    if ('action' in step || 'event' in step || 'redeliver' in step) total += 1;
    else if ('repeat' in step) total += step.repeat * countDeliveries(step.steps);
    else if ('duplicate' in step)
      total +=
        (step.duplicate === false || step.duplicate === 0 ? 1 : 2) * countDeliveries(step.steps);
    else if ('steps' in step) total += countDeliveries(step.steps);
  }
  return total;
}

// Steps and depth are counted before Ajv walks the value: a file nested thousands deep must be
// refused, not overflow the validator's stack.
function checkShape(value: unknown, where: string): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ScenarioError(`${where}: must be an object with "steps" (a list of steps)`);
  let steps = 0;
  const pending: Array<{ list: unknown; depth: number }> = [
    { list: (value as { steps?: unknown }).steps, depth: 1 },
  ];
  while (pending.length > 0) {
    const { list, depth } = pending.pop()!;
    if (!Array.isArray(list)) continue;
    if (depth > SCENARIO_LIMITS.maxDepth)
      throw new ScenarioError(
        `${where}: steps nested deeper than ${SCENARIO_LIMITS.maxDepth} levels`,
      );
    steps += list.length;
    if (steps > SCENARIO_LIMITS.maxSteps)
      throw new ScenarioError(`${where}: more than ${SCENARIO_LIMITS.maxSteps} steps`);
    for (const step of list)
      if (step && typeof step === 'object')
        pending.push({ list: (step as { steps?: unknown }).steps, depth: depth + 1 });
  }
}

/** One Ajv error as a person reads it: the step (1-based, nested as 3.2), its kind and the field. */
function describeError(root: unknown, error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1);
  const label: number[] = [];
  let node: unknown = root;
  let step: Record<string, unknown> | undefined;
  let index = 0;
  for (; index < segments.length; index += 1) {
    const key = segments[index]!;
    if (key === 'steps' && /^\d+$/.test(segments[index + 1] ?? '')) {
      const at = Number(segments[index + 1]);
      label.push(at + 1);
      step = ((node as { steps: unknown[] }).steps[at] ?? undefined) as typeof step;
      node = step;
      index += 1;
      continue;
    }
    break;
  }
  const field = segments.slice(index).join('.');
  const kind = step ? KINDS.find((name) => name in step) : undefined;
  const prefix = step
    ? `step ${label.join('.')}${kind === 'action' && typeof step.action === 'string' ? ` (${step.action})` : kind ? ` (${kind})` : ''}: `
    : '';
  const at = field ? `${prefix}field "${field}": ` : prefix;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const action = String(step?.action);
      const fields =
        kind === 'action' && Object.hasOwn(ACTION_FIELDS, action)
          ? ACTION_FIELDS[action]
          : undefined;
      return `${prefix}unknown field "${name}"${fields ? `${didYouMean(name, fields)}; ${action} takes ${fields.join(', ')}` : ''}`;
    }
    case 'required':
      return `${prefix}missing field "${String(p.missingProperty)}"`;
    case 'oneOf':
      if (!field) return `${prefix}a step needs exactly one of ${KINDS.join(', ')}`;
      return `${at}${field === 'duplicate' ? 'must be true, false or a probability from 0 to 1' : field === 'reorder' ? 'must be true or a window of 2 or more deliveries' : 'has the wrong type'}`;
    case 'enum': {
      const value = valueAt(root, error.instancePath);
      const allowed = (p.allowedValues as unknown[]).map(String);
      // an event name may also be one of the beta's (branch.status.changed), which closestEvent knows
      const hint =
        typeof value !== 'string'
          ? ''
          : field === 'event'
            ? meant(value, closestEvent(value))
            : didYouMean(value, allowed);
      return `${at}${JSON.stringify(value)}${hint} is not one of ${allowed.join(', ')}`;
    }
    case 'type':
      return `${at}must be ${p.type === 'integer' ? 'a whole number' : `a${String(p.type).startsWith('o') || String(p.type).startsWith('a') ? 'n' : ''} ${String(p.type)}`}`;
    case 'pattern': {
      // a key of `set` (under propertyNames) or a value
      const key = error.propertyName === undefined ? '' : `${JSON.stringify(error.propertyName)} `;
      return `${at}${key}${PATTERN_MEANINGS[String(p.pattern)] ?? `does not match ${String(p.pattern)}`}`;
    }
    default:
      return `${at}${error.message ?? 'is not valid'}`;
  }
}

/**
 * What each of the scenario schema's patterns asks for, in words: a person writing a scenario
 * should not have to read a regular expression (a unit test holds every pattern to having one).
 */
export const PATTERN_MEANINGS: Record<string, string> = {
  '^[a-z0-9][a-z0-9-]{0,63}$':
    'must be lowercase letters, digits and -, at most 64 (such as my-review)',
  '^[0-9]{1,6}(s|m|h)$': 'must be a duration such as 30s, 5m or 2h',
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$': 'must be a UUID',
  '^#[0-9a-fA-F]{3,8}$': 'must be a hex color such as #1f6feb',
  '^[0-9a-f]{40}$': 'must be a commit sha (40 lowercase hex digits)',
  '^[A-Za-z]+\\.[A-Za-z]+(\\.[A-Za-z0-9-]+)?$':
    'must be a stored fixture such as project.updated.with-changes (designhooks fixtures list)',
  '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$': 'is not a dot path such as data.object.name',
};

/**
 * The fields each action takes, for an unknown field's message (`pushCommits takes branchId,
 * commits`): read from the schema's `if action = X then these properties`, so they cannot differ.
 */
const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (
    scenarioSchema.definitions.actionStep.allOf as ReadonlyArray<{
      if: { properties: { action: { const: string } } };
      then: { properties: Record<string, unknown> };
    }>
  ).map(({ if: when, then }) => [
    when.properties.action.const,
    Object.keys(then.properties).filter((name) => name !== 'action'),
  ]),
);

/**
 * `:<line>` of the value an Ajv error is about (an unknown or a bad key: the key's line), or ''
 * when the text cannot say. The text is parsed again only once a mistake was found, so a valid
 * file pays nothing; JSON is YAML too, so a `.json` file gets its line the same way.
 */
function lineOf(text: string, error: ErrorObject): string {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  if (document.errors.length > 0) return '';
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = path.length === 0 ? document.contents : document.getIn(path, true);
  const key =
    (error.params as { additionalProperty?: unknown }).additionalProperty ?? error.propertyName;
  if (key !== undefined && isMap(node)) {
    node = node.items.find((pair) => isNode(pair.key) && String(pair.key.toJSON()) === key)?.key;
  }
  const offset = isNode(node) ? (node as Node).range?.[0] : undefined;
  return offset === undefined ? '' : `:${lineCounter.linePos(offset).line}`;
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const key of pointer.split('/').slice(1))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  return node;
}
