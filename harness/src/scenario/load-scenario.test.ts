import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDelivery } from '@designhooks/receiver';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../errors.ts';
import { BUILT_IN_SCENARIOS } from './built-in-scenarios.ts';
import {
  countDeliveries,
  loadScenario,
  parseScenario,
  PATTERN_MEANINGS,
  SCENARIO_LIMITS,
} from './load-scenario.ts';
import { planScenario } from './plan-scenario.ts';

const START = '2026-01-05T09:00:00Z';

/** The one-line error a scenario text gets (planning included), or 'ok'. */
function errorOf(text: string, source = 'bad.yaml'): string {
  try {
    planScenario(parseScenario(text, source), { seed: 1, start: START });
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
}

describe('scenario files with mistakes: one line naming the line, the step and the field', () => {
  it.each([
    [
      'steps:\n  - action: createProjekt\n',
      /^scenario bad\.yaml:2: step 1 \(createProjekt\): field "action": "createProjekt" \(did you mean createProject\?\) is not one of createProject, /,
    ],
    [
      'steps:\n  - action: createProject\n  - action: pushCommits\n    commits: lots\n',
      /^scenario bad\.yaml:4: step 2 \(pushCommits\): field "commits": must be a whole number$/,
    ],
    [
      'steps:\n  - action: createProject\n    color: red\n',
      /step 1 \(createProject\): unknown field "color"; createProject takes name$/,
    ],
    [
      'steps:\n  - wait: 5 minutes\n',
      /step 1 \(wait\): field "wait": must be a duration such as 30s, 5m or 2h$/,
    ],
    [
      'steps:\n  - action: createProject\n    wait: 5m\n',
      /step 1 \(createProject\): a step needs exactly one of action, event, wait/,
    ],
    ['steps:\n  - {}\n', /step 1: a step needs exactly one of/],
    [
      'steps:\n  - repeat: 2\n    steps:\n      - action: setBranchStatus\n',
      /step 1\.1 \(setBranchStatus\): missing field "status"$/,
    ],
    [
      'steps:\n  - action: setBranchStatus\n    status: shipped\n',
      /field "status": "shipped" is not one of active, wip, feedback, review, merged, archived, deleted, diverged$/,
    ],
    // a near miss is named, at the line of the key or value, however deep the step
    [
      'steps:\n  - action: createProject\n  - repeat: 2\n    steps:\n      - action: setBranchStatus\n        status: reviw\n',
      /^scenario bad\.yaml:6: step 2\.1 \(setBranchStatus\): field "status": "reviw" \(did you mean review\?\) is not one of active, /,
    ],
    [
      'steps:\n  - action: pushCommits\n    commit: 3\n',
      /^scenario bad\.yaml:3: step 1 \(pushCommits\): unknown field "commit" \(did you mean commits\?\); pushCommits takes branchId, commits$/,
    ],
    [
      '{"steps": [{"action": "createProject"},\n  {"action": "pushCommits", "comits": 2}]}',
      /^scenario bad\.json:2: step 2 \(pushCommits\): unknown field "comits" \(did you mean commits\?\)/,
      'bad.json',
    ],
    [
      'steps:\n  - duplicate: 2\n    steps: [ { action: createProject } ]\n',
      /step 1 \(duplicate\): field "duplicate": must be true, false or a probability from 0 to 1$/,
    ],
    ['steps:\n  - burst: 5\n', /step 1 \(burst\): missing field "steps"$/],
    [
      'steps:\n  - repeat: 1.5\n    steps: [ { action: createProject } ]\n',
      /step 1 \(repeat\): field "repeat": must be a whole number$/,
    ],
    [
      'steps:\n  - event: branch.status.changed\n',
      /field "event": "branch\.status\.changed" \(did you mean branch\.statusUpdated\?\) is not one of /,
    ],
    [
      'steps:\n  - event: project.renamed\n',
      /field "event": "project.renamed" is not one of project.created/,
    ],
    [
      'steps: [ { action: createBranch } ]\n',
      /^scenario bad: step 1 \(createBranch\): no project yet; createProject first$/,
    ],
    [
      'steps:\n  - event: comment.created\n    fixture: comment.created.nope\n',
      /step 1 \(event comment.created\): unknown fixture "comment.created.nope"; fixtures for comment.created: comment.created, /,
    ],
    [
      'steps:\n  - action: createProject\n  - redeliver: 3\n',
      /step 2 \(redeliver\): redeliver 3 needs 3 earlier deliveries; there are 1$/,
    ],
    // a pattern is said in words, never as a regular expression
    [
      'steps:\n  - event: project.updated\n    fixture: nope\n',
      /step 1 \(event\): field "fixture": must be a stored fixture such as project\.updated\.with-changes \(designhooks fixtures list\)$/,
    ],
    [
      'steps:\n  - event: project.updated\n    set:\n      "data..name": x\n',
      /step 1 \(event\): field "set": "data\.\.name" is not a dot path such as data\.object\.name$/,
    ],
    [
      'steps:\n  - action: createProject\n  - action: updateProject\n    color: red\n',
      /step 2 \(updateProject\): field "color": must be a hex color such as #1f6feb$/,
    ],
    [
      'steps:\n  - action: createProject\n  - action: deleteProject\n    projectId: p1\n',
      /step 2 \(deleteProject\): field "projectId": must be a UUID$/,
    ],
    [
      'name: My Review\nsteps: []\n',
      /^scenario bad\.yaml:1: field "name": must be lowercase letters, digits and -, at most 64 \(such as my-review\)$/,
    ],
    ['stepz: []\n', /^scenario bad\.yaml:1: missing field "steps"$/],
    ['steps: [ [ ]\n', /^scenario bad\.yaml: not valid YAML: /],
    ['- action: createProject\n', /^scenario bad\.yaml: must be an object with "steps"/],
    [
      '{"steps": [{"action": "pushCommits", "commits": "2"}]}',
      /step 1 \(pushCommits\): field "commits": must be a whole number$/,
      'bad.json',
    ],
    ['{"steps": [', /^scenario bad\.json: not valid JSON: /, 'bad.json'],
  ])('%s', (text, expected, source = 'bad.yaml') => {
    const named = text.startsWith('steps: [ { action: createBranch')
      ? errorOf(`name: bad\n${text}`)
      : errorOf(text, source);
    expect(named).toMatch(expected);
  });

  it('has words for every pattern in the schema', async () => {
    const schema = (await import('./scenario.schema.json', { with: { type: 'json' } })).default;
    const patterns = new Set<string>();
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      const { pattern } = node as { pattern?: unknown };
      if (typeof pattern === 'string') patterns.add(pattern);
      Object.values(node).forEach(walk);
    };
    walk(schema);
    expect(patterns.size).toBeGreaterThan(5);
    for (const pattern of patterns) expect(PATTERN_MEANINGS).toHaveProperty([pattern]);
  });

  it('a raw event with overrides is fine', () => {
    const plan = planScenario(
      parseScenario(
        'steps:\n  - event: comment.created\n    fixture: comment.created.reply\n    set: { data.object.body: "looks <good>" }\n',
        'ok.yaml',
      ),
      { seed: 1, start: START },
    );
    const body = plan.deliveries[0]!.body.toString();
    expect(body).toContain('"body":"looks \\u003cgood\\u003e"');
    expect(JSON.parse(body).createdAt).toBe(START);
  });
});

describe('bounds: a huge or endless file is refused before anything is built', () => {
  it('too many deliveries (repeats multiplied out)', () => {
    expect(
      errorOf(
        'steps:\n  - repeat: 1000\n    steps:\n      - repeat: 1000\n        steps: [ { action: createProject } ]\n',
      ),
    ).toMatch(/it would send up to 1000000 deliveries; the limit is 100000/);
    const endless = `steps:\n${nest(6)}`;
    expect(errorOf(endless)).toMatch(
      /it would send up to more than 10\^15 deliveries; the limit is 100000/,
    );
  });

  it('more than 64 MiB of bodies (big pushes, repeated) is refused while planning, not sent', () => {
    expect(
      errorOf(
        'name: heavy\nsteps:\n  - action: createProject\n  - action: createBranch\n  - repeat: 1000\n    steps: [ { action: pushCommits, commits: 1000 } ]\n',
      ),
    ).toMatch(
      /^scenario heavy: its deliveries would hold more than 64 MiB of bodies \(at delivery \d+\)/,
    );
  });

  it('nesting deeper than the limit, and more steps than the limit', () => {
    expect(errorOf(`steps:\n${nest(SCENARIO_LIMITS.maxDepth + 5)}`)).toMatch(
      /steps nested deeper than 8 levels$/,
    );
    const many = `steps:\n${'  - wait: 1s\n'.repeat(SCENARIO_LIMITS.maxSteps + 1)}`;
    expect(errorOf(many)).toMatch(/more than 10000 steps$/);
  });

  it('a YAML alias bomb is refused by the parser', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'steps: [*d]',
    ].join('\n');
    expect(errorOf(bomb)).toMatch(/^scenario bad\.yaml: not valid YAML: .*alias/i);
  });

  it('a file over 1 MiB, a missing file, an unknown built-in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'designhooks-scenario-'));
    const big = join(dir, 'big.yaml');
    writeFileSync(big, `steps:\n${'  - wait: 1s\n'.repeat(100_000)}`);
    expect(() => loadScenario(big)).toThrow(/is larger than 1 MiB/);
    expect(() => loadScenario(join(dir, 'missing.yaml'))).toThrow(/no such file/);
    expect(() => loadScenario('busy-night')).toThrow(
      /^unknown scenario "busy-night"; built-ins: project-lifecycle, branch-review-and-merge, comment-thread, big-push, busy-day/,
    );
    expect(() => loadScenario('busy-dya')).toThrow(
      /^unknown scenario "busy-dya" \(did you mean busy-day\?\); built-ins: /,
    );
  });
});

describe('built-in scenarios', () => {
  it.each(Object.entries(BUILT_IN_SCENARIOS))(
    '%s is valid against the schema and plans valid deliveries',
    async (name, scenario) => {
      expect(parseScenario(JSON.stringify(scenario), `${name}.json`)).toEqual(scenario);
      const plan = planScenario(scenario, { seed: 5, start: START });
      expect(plan.deliveries).toHaveLength(countDeliveries(scenario.steps));
      for (const delivery of plan.deliveries) {
        const result = await validateDelivery(JSON.parse(delivery.body.toString()));
        expect(result.ok, `${name} #${delivery.seq}`).toBe(true);
      }
    },
  );

  it('busy day: 1,000 events across 5 projects and 8 users', () => {
    const plan = planScenario(loadScenario('busy-day'), { seed: 11, start: START });
    const bodies = plan.deliveries.map((d) => JSON.parse(d.body.toString()));
    expect(bodies).toHaveLength(1000);
    expect(
      new Set(bodies.filter((b) => b.event === 'project.created').map((b) => b.data.object.id))
        .size,
    ).toBe(5);
    const authors = new Set<string>();
    for (const b of bodies) {
      const o = b.data.object;
      for (const user of [o.createdByUser, o.user, o.commenter, o.branch?.user])
        if (user) authors.add(user.id);
    }
    expect(authors.size).toBe(8);
  });

  it('big push: 1,000 commits over 20 pushes to one branch, each push continuing the last', () => {
    const plan = planScenario(loadScenario('big-push'), { seed: 2, start: START });
    const pushes = plan.deliveries
      .filter((d) => d.event === 'commits.created')
      .map((d) => JSON.parse(d.body.toString()).data.object);
    expect(pushes).toHaveLength(20);
    expect(pushes.reduce((n, p) => n + p.commits.length, 0)).toBe(1000);
    expect(new Set(pushes.map((p) => p.branch.id)).size).toBe(1);
    for (let i = 1; i < pushes.length; i += 1)
      expect(pushes[i].commits[0].parents).toEqual([pushes[i - 1].branch.head]);
  });

  it('the same seed and start plan the same bytes; delivery behaviour as declared', () => {
    const plan = () => planScenario(loadScenario('comment-thread'), { seed: 8, start: START });
    const a = plan();
    expect(a.deliveries.map((d) => d.body)).toEqual(plan().deliveries.map((d) => d.body));
    expect(a.reordered).toBe(2);
    expect(a.redelivered).toBe(1);
    const again = a.deliveries.find((d) => d.kind === 'redelivery')!;
    expect(again.body).toEqual(
      a.deliveries.find((d) => d.seq === again.of && d.kind === 'event')!.body,
    );
    const lifecycle = planScenario(loadScenario('project-lifecycle'), { seed: 8, start: START });
    expect(lifecycle.duplicates).toBe(1);
    const dup = lifecycle.deliveries.findIndex((d) => d.kind === 'duplicate');
    expect(lifecycle.deliveries[dup]!.body).toEqual(lifecycle.deliveries[dup - 1]!.body);
  });
});

/** `depth` levels of `repeat: 1000` around one action, as YAML list items. */
function nest(depth: number): string {
  let yaml = `${'  '.repeat(depth + 1)}- action: createProject\n`;
  for (let level = depth; level >= 1; level -= 1) {
    const pad = '  '.repeat(level);
    yaml = `${pad}- repeat: 1000\n${pad}  steps:\n${yaml.replace(/^/gm, '  ')}`;
  }
  return yaml;
}
