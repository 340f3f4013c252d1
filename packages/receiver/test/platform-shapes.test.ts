// "Done when" of the fidelity issue: every shape the platform's own SDK types show a real
// delivery may have gets 200 from a receiver with default settings (validation: 'reject'),
// over real HTTP on loopback; what the contract does not know is reported as drift, once per
// delivery in the logger, and only what cannot be a delivery of its event is rejected (422).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInvalidBodies, readFixture } from '@designhooks/schemas';
import { deliver, signedHeaders } from '@designhooks/testing';
import { createReceiver, type DeliveryContext, type Receiver } from '../src/index.ts';
import { startServer, type RunningServer } from './start-server.ts';

const SECRET = 'shapes-secret';
const headers = (body: Uint8Array | string) => signedHeaders(body, SECRET);

/** The shapes of the issue's first section, each with the stored fixture that carries it. */
const toleratedShapes: [shape: string, fixture: string, drift: string[]][] = [
  ['a project never pushed (firstPushedAt null, pushedAt "")', 'project.created.never-pushed', []],
  ['avatarUrl ""', 'project.created.never-pushed', []],
  ['a user without email', 'project.updated.creator-without-email', []],
  [
    'a project visibility outside the known values',
    'project.updated.visibility-unknown',
    ['/data/object/visibility'],
  ],
  [
    'fields the SDK names on a project and a user (sizeInBytes, primaryEmailId, ...)',
    'project.updated.sdk-fields',
    [],
  ],
  [
    'a branch status outside the eight known values',
    'branch.statusUpdated.status-unknown',
    ['/data/object/status'],
  ],
  [
    'a branch status outside the known values inside a push',
    'commits.created.branch-status-unknown',
    ['/data/object/branch/status'],
  ],
  [
    'a commit type outside the twelve known values',
    'commits.created.type-unknown',
    ['/data/object/commits/0/type'],
  ],
  ['commits without userEmail ("" or absent)', 'commits.created.without-user-email', []],
  [
    'reviewStatus in another case',
    'comment.created.review-status-other-case',
    ['/data/object/reviewStatus'],
  ],
  ['a comment annotation that is an object', 'comment.created.annotation-object', []],
  [
    'optional comment fields absent (reviewId, reviewStatus, deletedAt, annotation)',
    'comment.updated.optional-fields-absent',
    [],
  ],
  ['milliseconds in timestamps', 'project.updated.milliseconds', []],
];

describe('a default receiver over HTTP gets every shape the platform may send', () => {
  const warnings: string[] = [];
  const contexts: DeliveryContext[] = [];
  let receiver: Receiver;
  let server: RunningServer;
  beforeAll(async () => {
    receiver = createReceiver({
      secret: SECRET,
      logger: { warn: (m) => warnings.push(m), error() {} },
    }).onAny((_delivery, context) => void contexts.push(context));
    server = await startServer('node', receiver);
  });
  afterAll(() => server.close());

  it.each(toleratedShapes)('%s → 200 (%s), drift reported', async (_shape, name, driftPaths) => {
    warnings.length = 0;
    contexts.length = 0;
    const body = readFixture(name);
    const answer = await deliver(server.url, body, { secret: SECRET });
    expect(answer.status, answer.body).toBe(200);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.drift.map((d) => d.path)).toEqual(driftPaths);
    expect(warnings).toHaveLength(driftPaths.length ? 1 : 0);
    for (const path of driftPaths) expect(warnings[0]).toContain(path);
    const direct = await receiver.receive({ headers: headers(body), body });
    expect(direct.drift.map((d) => d.path)).toEqual(driftPaths);
  });

  it('names every drifted path in one warning, and hands the drift to the handler', async () => {
    warnings.length = 0;
    contexts.length = 0;
    const delivery = JSON.parse(readFixture('project.updated.visibility-unknown').toString('utf8'));
    delivery.data.object.starred = true;
    delivery.data.object.createdByUser.timezone = 'UTC';
    const body = JSON.stringify(delivery);
    const result = await receiver.receive({ headers: headers(body), body });
    expect(result.status).toBe(200);
    expect(result.drift).toEqual([
      { path: '/data/object/starred', kind: 'unknown-field', value: true },
      { path: '/data/object/createdByUser/timezone', kind: 'unknown-field', value: 'UTC' },
      { path: '/data/object/visibility', kind: 'unknown-value', value: 'public' },
    ]);
    expect(contexts[0]!.drift).toEqual(result.drift);
    expect(warnings).toEqual([
      '[designhooks] project.updated delivery drifts from the contract (accepted): /data/object/starred (unknown-field), ' +
        '/data/object/createdByUser/timezone (unknown-field), /data/object/visibility (unknown-value) ' +
        '(logged once: the same drift in later deliveries is in their result.drift only)',
    ]);
  });

  it('escapes control characters and line breaks in a drifted path, and cuts a long one', async () => {
    warnings.length = 0;
    const delivery = JSON.parse(readFixture('project.updated').toString('utf8'));
    delivery.data.object['\u001b[2J\nfake line\u009b'] = 1;
    delivery.data.object['x'.repeat(300)] = 2;
    const body = JSON.stringify(delivery);
    const result = await receiver.receive({ headers: headers(body), body });
    expect(result.status).toBe(200);
    expect(result.drift.map((d) => d.path)).toEqual([
      '/data/object/\u001b[2J\nfake line\u009b',
      `/data/object/${'x'.repeat(300)}`,
    ]);
    expect(warnings).toEqual([
      '[designhooks] project.updated delivery drifts from the contract (accepted): ' +
        '/data/object/\\u001b[2J\\u000afake line\\u009b (unknown-field), ' +
        `/data/object/${'x'.repeat(200 - '/data/object/'.length)}… (unknown-field) ` +
        '(logged once: the same drift in later deliveries is in their result.drift only)',
    ]);
  });

  it('still rejects (422) what cannot be a delivery of its event, with empty drift', async () => {
    const known = listInvalidBodies().filter((b) =>
      /status-not-a-string|annotation-not-an-object|pushed-at-not|user-id-not-uuid|object-type/.test(
        b.name,
      ),
    );
    expect(known).toHaveLength(5);
    for (const bad of known) {
      const result = await receiver.receive({ headers: headers(bad.bytes), body: bad.bytes });
      expect(result.status, bad.name).toBe(422);
      expect(result.drift).toEqual([]);
    }
  });

  it('reports issues, not drift, for an invalid payload in warn mode', async () => {
    const logged: string[] = [];
    const warn = createReceiver({
      secret: SECRET,
      validation: 'warn',
      logger: { warn: (m) => logged.push(m), error() {} },
    });
    const bad = listInvalidBodies().find((b) => b.name === 'is-new-not-boolean')!.bytes;
    const result = await warn.receive({ headers: headers(bad), body: bad });
    expect(result.status).toBe(200);
    expect(result.issues?.map((i) => i.path)).toEqual(['/data/object/isNew']);
    expect(result.drift).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain('drift');
  });

  it('reports no drift and logs nothing with validation off', async () => {
    const quiet: string[] = [];
    const off = createReceiver({
      secret: SECRET,
      validation: 'off',
      logger: { warn: (m) => quiet.push(m), error() {} },
    });
    const body = readFixture('project.updated.visibility-unknown');
    const result = await off.receive({ headers: headers(body), body });
    expect(result.status).toBe(200);
    expect(result.drift).toEqual([]);
    expect(quiet).toEqual([]);
  });
});
