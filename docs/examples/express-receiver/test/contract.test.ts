// Contract tests of the example receiver, written with @designhooks/testing. They run the app
// in-process (no port): `deliver` sends exactly what the platform would, signed with the key.
import fc from 'fast-check';
import { listInvalidBodies, readFixture } from '@designhooks/schemas';
import {
  eventNames,
  arbitrary,
  deliver,
  fixture,
  fixtures,
  type DeliveryInput,
  type DeliverOptions,
} from '@designhooks/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';

const secret = 'test-signing-key';

/** The app plus what it posted and logged. */
function setup(key: string | string[] = secret) {
  const messages: string[] = [];
  const warnings: string[] = [];
  const log = (line: string) => warnings.push(line);
  const logger = { debug: log, warn: log, error: log };
  const app = createApp({ secret: key, post: (message) => messages.push(message), logger });
  const send = (delivery: DeliveryInput, options: Partial<DeliverOptions> = {}) =>
    deliver(app, delivery, { secret, path: '/webhooks', ...options });
  return { app, messages, warnings, send };
}

const icon: Record<string, string> = {
  'project.created': '📁',
  'project.updated': '✏️',
  'project.deleted': '🗑️',
  'branch.created': '🌱',
  'branch.updated': '🔧',
  'branch.statusUpdated': '🚦',
  'commits.created': '📦',
  'comment.created': '💬',
  'comment.updated': '📝',
  'comment.deleted': '❌',
};

describe('every delivery the platform is known to send', () => {
  const cases = eventNames.flatMap((event) =>
    fixtures(event).map((f) => [f.name, event, f.bytes] as const),
  );
  it.each(cases)('%s: answered 200 and posted one message', async (_name, event, bytes) => {
    const { send, messages } = setup();
    const answer = await send(bytes);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.startsWith(icon[event]!)).toBe(true);
  });
});

describe('what the handlers post', () => {
  it('names who did what', async () => {
    const { send, messages } = setup();
    await send(
      fixture('project.created', {
        data: { object: { name: 'Icons', createdByUser: { name: 'Kim' } } },
      }),
    );
    await send(
      fixture('branch.statusUpdated', {
        data: { object: { name: 'dark-mode' }, changes: { status: ['wip', 'review'] } },
      }),
    );
    await send(
      fixture('comment.created', {
        data: { object: { body: 'Ship it <3', commenter: { name: 'Ada' }, layerName: 'Button' } },
      }),
    );
    expect(messages).toEqual([
      '📁 Kim created the project “Icons”',
      '🚦 The branch “dark-mode” moved from wip to review',
      '💬 Ada commented on Button: “Ship it <3”',
    ]);
  });

  it('counts the commits of a push', async () => {
    const { send, messages } = setup();
    const push = fixture('commits.created', {}, { variant: 'many-commits' });
    await send(push);
    expect(messages[0]).toMatch(
      new RegExp(
        `^📦 ${push.data.object.commits.length} commits pushed to “${push.data.object.branch.name}”`,
      ),
    );
  });

  it('acknowledges an event name it does not know yet (beta) instead of failing', async () => {
    const { send, messages } = setup();
    const answer = await send({
      createdAt: '2024-01-01T00:00:00Z',
      event: 'project.archived',
      data: { object: { objectType: 'project' } },
    });
    expect(answer.status).toBe(200);
    expect(messages).toEqual([
      '❔ A new kind of event arrived: project.archived (acknowledged, not handled)',
    ]);
  });
});

describe('what it refuses, and posts nothing for', () => {
  it('a wrong signing key or no signature: 401', async () => {
    const { send, messages, warnings } = setup();
    expect((await send(fixture('project.updated'), { secret: 'not-the-key' })).status).toBe(401);
    expect((await send(fixture('project.updated'), { secret: null })).status).toBe(401);
    expect(messages).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('a body that is not JSON (400), not JSON content (415), not a POST (405)', async () => {
    const { send, messages } = setup();
    expect((await send('{"createdAt":')).status).toBe(400);
    expect(
      (await send(fixture('project.updated'), { headers: { 'Content-Type': 'text/plain' } }))
        .status,
    ).toBe(415);
    expect((await send(fixture('project.updated'), { method: 'GET' })).status).toBe(405);
    expect(messages).toEqual([]);
  });

  // Every body the schemas reject, except an unknown event name: that one is acknowledged (above).
  const invalid = listInvalidBodies().filter((body) => body.name !== 'event-not-in-list');
  it.each(invalid.map((b) => [b.name, b.bytes] as const))(
    'an invalid body (%s): 4xx',
    async (_name, bytes) => {
      const { send, messages } = setup();
      const { status } = await send(bytes);
      expect([400, 422]).toContain(status);
      expect(messages).toEqual([]);
    },
  );
});

describe('when posting the message fails', () => {
  it('answers 500 so the platform retries, without leaking the error', async () => {
    const app = createApp({
      secret,
      post: () => {
        throw new Error('chat is down: token abc123');
      },
      logger: { warn() {}, error() {} },
    });
    const answer = await deliver(app, fixture('project.deleted'), { secret, path: '/webhooks' });
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain('abc123');
  });
});

describe('key rotation', () => {
  it('accepts the new and the previous key while both are configured', async () => {
    const { send, messages } = setup(['new-key', 'old-key']);
    expect((await send(readFixture('branch.created'), { secret: 'new-key' })).status).toBe(200);
    expect((await send(readFixture('branch.created'), { secret: 'old-key' })).status).toBe(200);
    expect((await send(readFixture('branch.created'), { secret: 'older-key' })).status).toBe(401);
    expect(messages).toHaveLength(2);
  });
});

describe('random valid deliveries (property test)', () => {
  it.each(eventNames)('%s: every one answered 200 with one message', async (event) => {
    const { send, messages } = setup();
    await fc.assert(
      fc.asyncProperty(arbitrary(event), async (delivery) => {
        const before = messages.length;
        expect((await send(delivery)).status).toBe(200);
        expect(messages.slice(before)).toHaveLength(1);
        expect(messages.at(-1)!.startsWith(icon[event]!)).toBe(true);
      }),
      { numRuns: 25, seed: 1 },
    );
  });
});

it('answers its health check', async () => {
  const { app } = setup();
  const answer = await deliver(app, '', { secret: null, method: 'GET', path: '/healthz' });
  expect(answer).toMatchObject({ status: 200, body: 'ok' });
});
