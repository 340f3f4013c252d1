import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { parseScenario } from '../../src/scenario/load-scenario.ts';
import { planScenario } from '../../src/scenario/plan-scenario.ts';
import { runScenario } from '../../src/scenario/run-scenario.ts';
import { openStore } from '../../src/store/open-store.ts';
import { tempDir } from '../helpers/run-cli.ts';

const START = '2026-01-05T09:00:00Z';
const settings = { policy: { ...defaultRetryPolicy, retries: 0 } };
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A loopback receiver; `answer` decides when each request is answered. */
async function receiver(
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<{ url: URL; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      bodies.push(body);
      answer(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`), bodies };
}

const plan = (yaml: string) =>
  planScenario(parseScenario(yaml, 'test.yaml'), { seed: 3, start: START });

describe('runScenario', () => {
  it('sends a burst together: the receiver holds every answer until all five are in flight', async () => {
    const held: ServerResponse[] = [];
    const { url, bodies } = await receiver((_req, res) => {
      held.push(res);
      // outside a burst one request comes at a time; inside, nothing is answered before the fifth
      if (bodies.length <= 2 || held.length === 5) for (const r of held.splice(0)) r.end('ok');
    });
    const summary = await runScenario({
      plan: plan(
        'steps:\n  - action: createProject\n  - action: createBranch\n  - burst: 5\n    steps:\n      - repeat: 5\n        steps: [ { action: pushCommits } ]\n',
      ),
      targets: [{ url }],
      settings,
    });
    expect(summary).toMatchObject({ deliveries: 7, ok: 7, failed: 0 });
  });

  it('sleeps each wait divided by --speed, and only with a speed', async () => {
    const { url } = await receiver((_req, res) => res.end('ok'));
    const planned = plan(
      'steps:\n  - action: createProject\n  - wait: 5m\n  - action: createBranch\n  - wait: 1h\n  - action: pushCommits\n',
    );
    const slept: number[] = [];
    const sleep = async (ms: number) => void slept.push(ms);
    await runScenario({ plan: planned, targets: [{ url }], settings, speed: 60, sleep });
    expect(slept).toEqual([5_000, 60_000]);
    slept.length = 0;
    await runScenario({ plan: planned, targets: [{ url }], settings, sleep });
    expect(slept).toEqual([]);
  });

  it('gives each target the deliveries of its events, records every attempt, and links a redelivery to its original', async () => {
    const all = await receiver((_req, res) => res.end('ok'));
    const comments = await receiver((_req, res) => res.end('ok'));
    const store = openStore(tempDir());
    try {
      const planned = plan(
        'steps:\n  - action: createProject\n  - action: createBranch\n  - action: comment\n  - redeliver: 1\n  - action: deleteComment\n',
      );
      const summary = await runScenario({
        plan: planned,
        targets: [
          { url: all.url, webhookId: undefined },
          { url: comments.url, events: ['comment.created'] },
        ],
        store,
        settings,
      });
      expect(summary).toMatchObject({ deliveries: 7, ok: 7, redelivered: 2 });
      expect(all.bodies.map((b) => JSON.parse(b).event)).toEqual([
        'project.created',
        'branch.created',
        'comment.created',
        'comment.created',
        'comment.deleted',
      ]);
      expect(comments.bodies).toHaveLength(2);
      expect(comments.bodies[1]).toBe(comments.bodies[0]);
      const records = store.deliveries.list({ limit: 100 });
      expect(records).toHaveLength(7);
      expect(records.every((r) => r.source === 'scenario')).toBe(true);
      const redeliveries = records.filter((r) => r.redeliveryOf !== null);
      expect(redeliveries).toHaveLength(2);
      for (const again of redeliveries) {
        const original = records.find((r) => r.id === again.redeliveryOf)!;
        expect(original.request.body).toEqual(again.request.body);
        expect(original.url).toBe(again.url);
      }
    } finally {
      store.close();
    }
  });
});
