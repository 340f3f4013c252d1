import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_SCENARIOS } from '../../src/scenario/built-in-scenarios.ts';
import { loadScenario } from '../../src/scenario/load-scenario.ts';
import { planScenario } from '../../src/scenario/plan-scenario.ts';
import { binPath, hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import {
  closedLoopbackPort,
  closeServer,
  fixedAnswerServer,
  listenOnLoopback,
  quietLogger,
} from '@designhooks/test-support';

const SECRET = 'scenario-signing-key';
const START = '2026-01-05T09:00:00Z';

/** One line of the receiver's own log: what its handler saw, or a duplicate it acknowledged. */
interface LogLine {
  event: string;
  createdAt: string;
  body: string;
  duplicate: boolean;
}

/**
 * A receiver as an integrator builds it with the SDK (signature checked, schema in reject mode,
 * dedupe on), on 127.0.0.1 over HTTP; it logs each delivery its handler handles and each
 * duplicate the SDK recognises. `failEvent` makes it answer 500 for one event.
 */
async function startSdkReceiver(): Promise<{
  url: string;
  log: LogLine[];
  failEvent: (event: string | undefined, times?: number) => void;
  close: () => Promise<void>;
}> {
  const log: LogLine[] = [];
  let failing: string | undefined;
  let failures = 0;
  const receiver = createReceiver({
    secret: SECRET,
    dedupe: true,
    logger: quietLogger,
  });
  receiver.onAny((delivery) => {
    if (delivery.event === failing && failures-- > 0) throw new Error('handler failed on purpose');
  });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void receiver.receive({ method: req.method, headers: req.headers, body }).then((result) => {
        const parsed = JSON.parse(body.toString('utf8'));
        if (result.status < 300)
          log.push({
            event: parsed.event,
            createdAt: parsed.createdAt,
            body: body.toString('utf8'),
            duplicate: result.duplicate === true,
          });
        res
          .writeHead(result.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(result.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    log,
    failEvent: (event, times = Infinity) => ((failing = event), (failures = times)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startSdkReceiver>>;
const stateDir = tempDir();
beforeAll(async () => {
  receiver = await startSdkReceiver();
});
afterAll(() => receiver.close());

const runArgs = (scenario: string, seed: number) => [
  'scenario',
  'run',
  scenario,
  '--url',
  receiver.url,
  '--allow-http',
  '--secret',
  SECRET,
  '--seed',
  String(seed),
  '--start',
  START,
  '--json',
];

describe('designhooks scenario run against a real SDK receiver on loopback', () => {
  it.each(Object.keys(BUILT_IN_SCENARIOS).map((name, index) => [name, index + 1]))(
    "%s: the receiver's own log shows the sequence the summary claims",
    async (name, seed) => {
      const from = receiver.log.length;
      const result = await runCli(runArgs(name, seed), { stateDir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const summary = JSON.parse(result.stdout);
      const log = receiver.log.slice(from);
      const plan = planScenario(loadScenario(name), { seed, start: START });

      expect(summary).toMatchObject({
        scenario: name,
        seed,
        start: START,
        deliveries: plan.deliveries.length,
        ok: plan.deliveries.length,
        failed: 0,
        statuses: { 200: plan.deliveries.length },
      });
      // every delivery arrived, byte for byte the plan, in its order (a burst's members in any order)
      expect(log).toHaveLength(summary.deliveries);
      const sent = plan.deliveries.map((d) => d.body.toString());
      const received = log.map((line) => line.body);
      expect(inBurstOrder(received, plan)).toEqual(sent);
      // the SDK's dedupe saw exactly the duplicates and redeliveries the summary counts
      expect(log.filter((line) => line.duplicate)).toHaveLength(
        summary.duplicates + summary.redelivered,
      );
      // reorderings show as time going backwards in the receiver's log, and only then
      const backwards = log.filter((line, i) => i > 0 && line.createdAt < log[i - 1]!.createdAt);
      if (summary.reordered > 0) expect(backwards.length).toBeGreaterThan(0);
      else expect(backwards).toEqual([]);
    },
    120_000,
  );

  it('the declared behaviour is what the summary reports, per built-in', async () => {
    const run = async (name: string) =>
      JSON.parse((await runCli(runArgs(name, 3), { stateDir })).stdout);
    expect(await run('project-lifecycle')).toMatchObject({ duplicates: 1, reordered: 0 });
    expect(await run('comment-thread')).toMatchObject({ reordered: 2, redelivered: 1 });
    expect(await run('branch-review-and-merge')).toMatchObject({ reordered: 2, duplicates: 0 });
  }, 120_000);

  it('--seed with --start: the same bytes twice; every attempt is in the store', async () => {
    const from = receiver.log.length;
    await runCli(runArgs('comment-thread', 99), { stateDir });
    const first = receiver.log.slice(from).map((line) => line.body);
    await runCli(runArgs('comment-thread', 99), { stateDir });
    const second = receiver.log.slice(from + first.length).map((line) => line.body);
    expect(second).toEqual(first);
    const listed = await runCli(['deliveries', 'list', '--json', '--limit', '1000'], { stateDir });
    const records = JSON.parse(listed.stdout) as Array<{
      source: string;
      redeliveryOf: string | null;
    }>;
    expect(records.filter((r) => r.source === 'scenario').length).toBeGreaterThanOrEqual(18);
    expect(records.some((r) => r.source === 'scenario' && r.redeliveryOf !== null)).toBe(true);
  }, 120_000);

  it('exits 1 when a final status is not 2xx, and says so', async () => {
    receiver.failEvent('comment.deleted');
    try {
      const result = await runCli(
        [...runArgs('comment-thread', 4).slice(0, -1), '--retries', '0'],
        { stateDir },
      );
      expect(result.code).toBe(1);
      // the refusal's line carries the start of the receiver's answer, as send's attempts do
      expect(result.stdout).toMatch(
        /#\d+ comment\.deleted -> 500 \([\d.]+ ms\) \| \{"ok":false,"error":\{"code":"handler_failed"/,
      );
      expect(result.stdout).toMatch(/ok 8, failed 1; final statuses: 200 x8, 500 x1/);
      expect(result.stdout).toContain(
        `failed: designhooks deliveries list --failed lists them (deliveries show <id>: the answer); designhooks check ${receiver.url} names likely causes; once it is fixed, designhooks deliveries redeliver --failed sends them again`,
      );
    } finally {
      receiver.failEvent(undefined);
    }
  }, 120_000);

  it("says once that the receiver answered with an HTML page (a catch-all route's?)", async () => {
    const page = '<!doctype html><html><head><title>Acme</title></head><body></body></html>';
    const spa = await fixedAnswerServer(200, { 'content-type': 'text/html' }, page);
    try {
      const args = ['scenario', 'run', 'project-lifecycle', '--url', spa.url('/webhooks')];
      const result = await runCli([...args, '--allow-http', '--seed', '1', '--start', START], {
        stateDir,
      });
      expect(result.code).toBe(0); // every delivery was answered 200: only the note says more
      const lines = result.stdout.split('\n');
      expect(lines.slice(0, 2)).toEqual([
        expect.stringMatching(/^\[1\/8\] #1 project\.created -> 200 \([\d.]+ ms\)$/),
        "  the answer is an HTML page: if a catch-all route (an app's index.html fallback) gave it, the receiver never ran; designhooks check <url> tells",
      ]);
      expect(lines.filter((line) => line.includes('HTML page'))).toHaveLength(1);
    } finally {
      await spa.close();
    }
  });

  it("says once that a 2xx carried the handler's own error (delivered, as the platform counts it, and lost)", async () => {
    const swallowing = await fixedAnswerServer(
      200,
      { 'content-type': 'application/json' },
      '{"error":"TypeError: db.insert is not a function"}',
    );
    try {
      const args = ['scenario', 'run', 'project-lifecycle', '--url', swallowing.url('/webhooks')];
      const result = await runCli([...args, '--allow-http', '--seed', '1', '--start', START], {
        stateDir,
      });
      expect(result.code).toBe(0);
      const lines = result.stdout.split('\n');
      expect(lines[1]).toBe(
        '  #1 project.created: its answer carries an error ("TypeError: db.insert is not a function"): the handler failed and answered 2xx anyway, so the platform records the delivery as delivered and never retries it; answer 5xx when handling fails (NextResponse.json({ error }, { status: 500 }), res.status(500).json(...))',
      );
      expect(lines.filter((line) => line.includes('carries an error'))).toHaveLength(1);
    } finally {
      await swallowing.close();
    }
  });

  it('says which deliveries were retried, after what, and what a retry means', async () => {
    receiver.failEvent('comment.deleted', 2);
    try {
      const args = [...runArgs('comment-thread', 4).slice(0, -1), '--backoff', '10'];
      const result = await runCli(args, { stateDir });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^\[9\/9\] #\d+ comment\.deleted -> 200 \([\d.]+ ms; retried after 500, 500\)$/m,
      );
      expect(result.stdout).toContain(
        '  retried 1 delivery (2 retries, after 500 x2): a retry sends the same bytes again, so work done before a failed or late answer is repeated unless the receiver skips a body it has seen\n',
      );
      receiver.failEvent('comment.deleted', 1);
      // another seed: the receiver dedupes, and would acknowledge the same bytes unhandled
      const again = [...runArgs('comment-thread', 6), '--backoff', '10'];
      const json = await runCli(again, { stateDir });
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: 9,
        retried: 1,
        retries: 1,
        retriedAfter: { 500: 1 },
      });
    } finally {
      receiver.failEvent(undefined);
    }
  }, 120_000);

  it('prints a line per delivery without a terminal, and the summary', async () => {
    const result = await runCli(runArgs('project-lifecycle', 5).slice(0, -1), { stateDir });
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\[1\/8\] #1 project\.created -> 200 \([\d.]+ ms\)$/);
    expect(result.stdout).toMatch(/\(duplicate of #\d+\) -> 200/);
    expect(result.stdout).toContain(
      `scenario project-lifecycle: 8 deliveries to ${receiver.url} (seed 5, start ${START})`,
    );
    expect(result.stdout).toMatch(/latency p50 [\d.]+ ms, p95 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(result.stdout).toContain('duplicates 1, reordered 0, redelivered 0');
    expect(result.stdout).not.toContain('deliveries list --failed');
    expect(result.stdout).not.toContain('retried');
  }, 60_000);
});

describe('designhooks scenario run against a receiver with a replay window', () => {
  it("says that the scenario's clock ran ahead of the receiver's window", async () => {
    const receiver = createReceiver({
      secret: SECRET,
      replayWindowSeconds: 300,
      logger: quietLogger,
    });
    const server = createServer(nodeHandler(receiver));
    const port = await listenOnLoopback(server);
    try {
      // big-push: 20 pushes two minutes apart, starting now: the later ones lie in the future
      const args = ['scenario', 'run', 'big-push', '--url', `http://127.0.0.1:${port}/webhooks`];
      const run = [...args, '--allow-http', '--secret', SECRET, '--retries', '0'];
      const result = await runCli(run, { stateDir: tempDir() });
      expect(result.code).toBe(1);
      const refused = result.stdout
        .split('\n')
        .filter((line) =>
          / -> 400 \([\d.]+ ms\) \| \{"ok":false,"error":\{"code":"outside_replay_window"/.test(
            line,
          ),
        );
      expect(refused.length).toBeGreaterThanOrEqual(15);
      expect(result.stdout).toContain(
        `  replay window: ${refused.length} refused as outside the receiver's replay window: a scenario's clock runs ahead of real time (its waits take none without --speed); run scenarios against the receiver without replayWindowSeconds\n`,
      );
      const json = await runCli([...run, '--json'], { stateDir: tempDir() });
      expect(JSON.parse(json.stdout).replayWindowRefusals).toBeGreaterThanOrEqual(15);
    } finally {
      await closeServer(server);
    }
  }, 60_000);
});

describe('designhooks scenario run when the receiver cannot be reached', () => {
  it('stops after the first delivery gets no connection, says why on its line and in the summary', async () => {
    const url = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
    const args = ['scenario', 'run', 'busy-day', '--url', url, '--allow-http', '--retries', '0'];
    const result = await runCli(args, { stateDir });
    expect(result.code).toBe(1);
    const refused = `connection refused by ${new URL(url).host} (is the receiver running?)`;
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\[1/1000\\] #1 project\\.created -> no answer: ${escapeRegExp(refused)} \\([\\d.]+ ms\\)$`,
      ),
    );
    expect(lines.filter((line) => line.startsWith('['))).toHaveLength(1); // nothing after it
    expect(result.stdout).toContain(
      `  stopped: the first delivery to ${url} got no HTTP answer: ${refused}; 999 not sent`,
    );
    const json = await runCli([...args, '--json'], { stateDir });
    expect(JSON.parse(json.stdout)).toMatchObject({
      deliveries: 1000,
      ok: 0,
      failed: 1,
      notSent: 999,
      stopped: `the first delivery to ${url} got no HTTP answer: ${refused}`,
    });
  }, 60_000);

  it('never gives up on a receiver that answered once: the rest are sent and fail', async () => {
    let answered = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        answered += 1;
        res.writeHead(200).end('{"ok":true}');
        void closeServer(server); // down after its first delivery, for good
      });
    });
    const port = await listenOnLoopback(server);
    const url = `http://127.0.0.1:${port}/hooks`;
    const result = await runCli(
      [
        'scenario',
        'run',
        'comment-thread',
        '--url',
        url,
        '--allow-http',
        '--retries',
        '0',
        '--json',
      ],
      { stateDir },
    );
    expect(answered).toBe(1);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ deliveries: 9, ok: 1, failed: 8, notSent: 0 });
    expect(summary).not.toHaveProperty('stopped');
    // it went down after answering #1, before #2 came: no delivery is blamed
    expect(summary).not.toHaveProperty('stoppedAnswering');
    expect(result.code).toBe(1);
  }, 60_000);

  it('names the delivery a receiver crashed on: it took the connection, answered nothing from it on, its port closed', async () => {
    const receiver = await startCrashingReceiver();
    try {
      const result = await runCli(crashRunArgs(receiver.url), { stateDir });
      expect(await receiver.exited).toBe(1);
      expect(result.code).toBe(1);
      const lines = result.stdout.split('\n');
      const crashed = lines.findIndex((line) => / #5 comment\.updated -> no answer: /.test(line));
      expect(crashed, result.stdout).toBeGreaterThan(0);
      expect(lines[crashed]).toMatch(/retried after reset\)/);
      expect(lines[crashed + 1]).toBe(STOPPED_NOTE);
      expect(lines.filter((line) => line.startsWith('  the receiver stopped'))).toHaveLength(1);
      expect(result.stdout).toContain(`\n${STOPPED_SUMMARY}\n`);
    } finally {
      receiver.kill();
    }
  }, 60_000);

  it('on a terminal, says it above the progress bar as it happens', async () => {
    const receiver = await startCrashingReceiver();
    try {
      // `script` (util-linux, in every Debian) gives the CLI a terminal: the bar is drawn on it
      const command = [process.execPath, binPath, ...crashRunArgs(receiver.url)]
        .map((word) => `'${word}'`)
        .join(' ');
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        env: { ...process.env, DESIGNHOOKS_HOME: stateDir },
      });
      let terminal = '';
      child.stdout.on('data', (chunk: Buffer) => (terminal += chunk.toString()));
      expect(await new Promise((resolve) => child.on('close', resolve))).toBe(1);
      expect(await receiver.exited).toBe(1);
      // the bar's line cleared, the note, then the bar again under it
      expect(terminal).toMatch(
        new RegExp(`\\r\\u001b\\[K${escapeRegExp(STOPPED_NOTE)}\\r?\\n\\[#* *\\] \\d/6`),
      );
      expect(terminal).toContain(STOPPED_SUMMARY);
    } finally {
      receiver.kill();
    }
  }, 60_000);
});

const STOPPED_NOTE =
  '  the receiver stopped answering at #5 comment.updated and its port is closed: it probably crashed on it; the rest are still sent and retried, as the platform would (Ctrl-C stops them; deliveries redeliver --failed sends the failed ones once it is back)';
const STOPPED_SUMMARY =
  "  stopped answering: the receiver took #5 comment.updated's connection and answered nothing from it on, its port closed: that delivery probably crashed it (an uncaught error); catch what a handler can throw and answer it (a 5xx is retried), and restart the receiver when it exits";

/**
 * A hand-written node:http receiver that throws, outside any try, on an edit of a comment it has
 * not seen: its process exits. `exited` resolves with its exit code.
 */
async function startCrashingReceiver(): Promise<{
  url: string;
  exited: Promise<unknown>;
  kill: () => void;
}> {
  const source = `
    import { createServer } from 'node:http';
    const comments = new Map();
    const server = createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const delivery = JSON.parse(Buffer.concat(chunks).toString());
        const { id, body } = delivery.data.object;
        if (delivery.event === 'comment.created') comments.set(id, { body });
        if (delivery.event === 'comment.updated') comments.get(id).body = body;
        res.end('ok');
      });
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/hooks`, exited, kill: () => void child.kill() };
}

/** A scenario whose seed-1 plan sends a comment's edit (#5) before the comment (#4). */
function crashRunArgs(url: string): string[] {
  const file = join(tempDir('designhooks-scenario-crash-'), 'edit-first.yaml');
  writeFileSync(
    file,
    [
      'name: edit-first',
      'steps:',
      '  - action: createProject',
      '  - action: createBranch',
      '  - action: comment',
      '    body: First',
      '  - reorder: true',
      '    steps:',
      '      - action: comment',
      '        body: Second',
      '      - action: editComment',
      '        body: Second, edited',
      '  - action: reply',
      '    body: A reply',
      '',
    ].join('\n'),
  );
  return ['scenario', 'run', file, '--url', url, '--allow-http', '--seed', '1'].concat([
    '--start',
    START,
    '--retries',
    '1',
    '--backoff',
    '50',
  ]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('designhooks scenario: bad input is one line, exit 2, nothing sent', () => {
  it.each([
    [['run', 'busy-night'], /^error: unknown scenario "busy-night"; built-ins: /],
    [
      ['run', 'FILE'],
      /^error: scenario .*bad\.yaml:4: step 2 \(pushCommits\): field "commits": must be a whole number$/,
    ],
    [['run', 'busy-day', '--start', 'yesterday'], /--start.*expected an ISO 8601 time/],
    [['run', 'busy-day', '--seed', '-1'], /--seed.*expected a whole number from 0 to 4294967295/],
    [['run', 'busy-day', '--speed', '0'], /--speed.*expected a number from 0.001 to 100000/],
    [['show', 'nope.yaml'], /^error: cannot read scenario file "nope.yaml": no such file$/],
    // show plans the file as run does: a step the world cannot take fails there too
    [
      ['show', 'UNPLANNABLE'],
      /^error: scenario mine: step 2 \(pushCommits\): no branch yet; createBranch first$/,
    ],
    [
      ['show', 'REDELIVER'],
      /^error: scenario mine: step 2 \(redeliver\): redeliver 3 needs 3 earlier deliveries; there are 1$/,
    ],
  ])('%j', async (args, expected) => {
    const dir = tempDir();
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      'steps:\n  - action: createProject\n  - action: pushCommits\n    commits: many\n',
    );
    const files: Record<string, string> = {
      FILE: file,
      UNPLANNABLE: join(dir, 'unplannable.yaml'),
      REDELIVER: join(dir, 'redeliver.yaml'),
    };
    writeFileSync(
      files.UNPLANNABLE!,
      'name: mine\nsteps:\n  - action: createProject\n  - action: pushCommits\n',
    );
    writeFileSync(
      files.REDELIVER!,
      'name: mine\nsteps:\n  - action: createProject\n  - redeliver: 3\n',
    );
    const from = receiver.log.length;
    const withFile = args.map((arg) => files[arg] ?? arg);
    const result = await runCli(
      [
        'scenario',
        ...withFile,
        ...(withFile[0] === 'run' ? ['--url', receiver.url, '--allow-http'] : []),
      ],
      { stateDir: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(expected);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(receiver.log.length).toBe(from);
  });

  it('list and show', async () => {
    const list = await runCli(['scenario', 'list', '--json']);
    expect(JSON.parse(list.stdout).map((row: { name: string }) => row.name)).toEqual(
      Object.keys(BUILT_IN_SCENARIOS),
    );
    const show = await runCli(['scenario', 'show', 'big-push']);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('name: big-push');
    expect(show.stdout).toMatch(
      /- repeat: 20\n\s+steps:\n\s+- action: pushCommits\n\s+commits: 50/,
    );
  });
});

/** The received bodies, with each burst's members put back in the plan's order (a burst has no order). */
function inBurstOrder(received: string[], plan: ReturnType<typeof planScenario>): string[] {
  const out = [...received];
  for (let i = 0; i < plan.deliveries.length;) {
    const group = plan.deliveries[i]!.burst?.group;
    let end = i + 1;
    while (group !== undefined && plan.deliveries[end]?.burst?.group === group) end += 1;
    if (group !== undefined) {
      const expected = plan.deliveries.slice(i, end).map((d) => d.body.toString());
      const got = out.slice(i, end);
      expect([...got].sort()).toEqual([...expected].sort());
      out.splice(i, end - i, ...expected);
    }
    i = end;
  }
  return out;
}
