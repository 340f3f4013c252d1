import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store.ts';
import type { NewDeliveryRecord } from './delivery-table.ts';
const require = createRequire(import.meta.url);

let store: Store;
afterEach(() => store?.close());
const open = () => (store = openStore(mkdtempSync(join(tmpdir(), 'store-'))));

const attempt = (overrides: Partial<NewDeliveryRecord> = {}): NewDeliveryRecord => ({
  attempt: 1,
  webhookId: null,
  redeliveryOf: null,
  source: 'send',
  event: 'project.updated',
  url: 'https://a.test/',
  time: '2024-01-01T00:00:00.000Z',
  request: { headers: [['Host', 'a.test']], body: Buffer.from('{"a":1}') },
  response: null,
  durationMs: 1.5,
  error: { kind: 'refused', message: 'refused' },
  verdict: 'failed',
  retryDelayMs: null,
  reason: 'r',
  ...overrides,
});

describe('openStore', () => {
  it('failedDeliveries: each delivery not delivered yet, once, whatever its retries and redeliveries', () => {
    open();
    const add = (overrides: Partial<NewDeliveryRecord>) => store.deliveries.add(attempt(overrides));
    // retried, then failed for good
    const a = add({ verdict: 'retry' });
    add({ groupId: a.id, attempt: 2 });
    // retried, then delivered
    const b = add({ verdict: 'retry' });
    add({ groupId: b.id, attempt: 2, verdict: 'succeeded' });
    // failed, redelivered (failed again), that redelivery redelivered: delivered
    const c = add({});
    const cAgain = add({ redeliveryOf: c.id, source: 'redeliver' });
    add({ redeliveryOf: cAgain.id, source: 'redeliver', verdict: 'succeeded' });
    // failed, redelivered by naming its second attempt: failed again, so still to recover
    const d = add({ verdict: 'retry', webhookId: 'wh_1' });
    const dSecond = add({ groupId: d.id, attempt: 2, webhookId: 'wh_1' });
    add({ redeliveryOf: dSecond.id, source: 'redeliver', webhookId: 'wh_1' });
    // being sent right now
    add({ verdict: 'pending' });
    const e = add({ verdict: 'interrupted', webhookId: 'wh_2' });
    expect(store.deliveries.failedDeliveries()).toEqual([a.id, d.id, e.id]);
    expect(store.deliveries.failedDeliveries({ webhookId: 'wh_1' })).toEqual([d.id]);
  });

  it('keeps webhooks without ever returning the signing key', () => {
    open();
    const org = store.defaultOrganizationId();
    expect(store.defaultOrganizationId()).toBe(org);
    const hook = store.webhooks.create({
      organizationId: org,
      url: 'https://a.test/',
      events: ['project.updated'],
      signingKey: 'secret-key',
    });
    expect(hook).toMatchObject({
      organizationId: org,
      active: true,
      hasSigningKey: true,
      lastPushedAt: null,
      errorCount: 0,
    });
    expect(JSON.stringify(store.webhooks.list())).not.toContain('secret-key');
    expect(store.webhooks.signingKey(hook.id)).toBe('secret-key');
    expect(
      store.webhooks.update(hook.id, { active: false, events: ['branch.created'] }),
    ).toMatchObject({ active: false, events: ['branch.created'] });
    expect(store.webhooks.update(hook.id, { signingKey: null })?.hasSigningKey).toBe(false);
    store.webhooks.notePush(hook.id, '2024-01-01T00:00:00.000Z', true);
    expect(store.webhooks.get(hook.id)).toMatchObject({
      lastPushedAt: '2024-01-01T00:00:00.000Z',
      errorCount: 1,
    });
    expect(store.webhooks.list({ organizationId: 'other' })).toEqual([]);
    expect(store.webhooks.delete(hook.id)).toBe(true);
    expect(store.webhooks.get(hook.id)).toBeUndefined();
    expect(store.webhooks.update(hook.id, { active: true })).toBeUndefined();
  });

  it('records attempts, groups retries, and filters failed / succeeded / by webhook, newest N oldest first', () => {
    open();
    const first = store.deliveries.add(attempt({ verdict: 'retry', retryDelayMs: 100 }));
    expect(first.groupId).toBe(first.id);
    const second = store.deliveries.add(
      attempt({
        groupId: first.id,
        attempt: 2,
        webhookId: 'wh_1',
        verdict: 'succeeded',
        error: null,
        response: { status: 200, headers: { 'x-a': ['1', '2'] }, body: 'ok', bodyTruncated: false },
      }),
    );
    expect(store.deliveries.get(second.id)).toEqual(second);
    expect(store.deliveries.get(first.id)?.request.body.toString()).toBe('{"a":1}');
    expect(store.deliveries.list({ failed: true }).map((r) => r.id)).toEqual([first.id]);
    expect(store.deliveries.list({ failed: false }).map((r) => r.id)).toEqual([second.id]);
    expect(store.deliveries.list({ webhookId: 'wh_1' }).map((r) => r.id)).toEqual([second.id]);
    expect(store.deliveries.list({ groupId: first.id }).map((r) => r.attempt)).toEqual([1, 2]);
    store.deliveries.add(attempt());
    expect(store.deliveries.list({ limit: 2 }).map((r) => r.attempt)).toEqual([2, 1]);
    expect(store.deliveries.count()).toBe(3);
  });
});

describe('openStore versions and batches', () => {
  it('commits queued work on close, and refuses a store written by a newer schema, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const first = openStore(dir);
    const pending = first.batch(
      () =>
        first.webhooks.create({
          organizationId: first.defaultOrganizationId(),
          url: 'https://a.test/',
          events: ['project.created'],
        }).id,
    );
    first.close(); // commits the queued work first
    await expect(pending).resolves.toMatch(/^wh_/);
    const Database = require('better-sqlite3') as typeof import('better-sqlite3');
    const db = new Database(join(dir, 'designhooks.sqlite'));
    db.prepare("UPDATE meta SET value = '99' WHERE key = 'schemaVersion'").run();
    db.close();
    expect(() => openStore(dir)).toThrow(
      `store ${join(dir, 'designhooks.sqlite')} was written by a newer designhooks (schema 99)`,
    );
  });

  it('commits work queued in one turn together; a failing piece rejects alone', async () => {
    open();
    const results = await Promise.allSettled([
      store.batch(() => store.deliveries.add(attempt()).id),
      store.batch(() => {
        store.deliveries.add(attempt());
        throw new Error('piece fails');
      }),
      store.batch(() => store.deliveries.add(attempt()).id),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.deliveries.count()).toBe(2); // the failing piece's insert was rolled back
  });
});

describe('openStore state dir', () => {
  it('creates the state dir readable by its owner only (it holds signing keys)', async () => {
    const { statSync } = await import('node:fs');
    const dir = join(mkdtempSync(join(tmpdir(), 'store-')), 'state');
    openStore(dir).close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe('write-ahead attempts (issue 23, item 5)', () => {
  const pending = () => {
    const { response, durationMs, error, verdict, retryDelayMs, reason, ...rest } = attempt();
    return rest;
  };

  it('begin records pending, complete fills in the outcome', () => {
    open();
    const started = store.deliveries.begin(pending());
    expect(store.deliveries.get(started.id)).toMatchObject({ verdict: 'pending', response: null });
    const done = store.deliveries.complete(started.id, {
      time: '2024-01-01T00:00:01.000Z',
      response: { status: 200, headers: {}, body: 'ok', bodyTruncated: false },
      durationMs: 3,
      error: null,
      verdict: 'succeeded',
      retryDelayMs: null,
      reason: '2xx',
    });
    expect(done).toMatchObject({ id: started.id, verdict: 'succeeded', response: { status: 200 } });
    expect(() => store.deliveries.complete(started.id, { ...done, verdict: 'failed' })).toThrow();
  });

  it('pending attempts of a process that no longer runs become interrupted; a running one stays pending', () => {
    open();
    const mine = store.deliveries.begin(pending());
    expect(store.deliveries.markInterrupted(() => true)).toBe(0);
    expect(store.deliveries.markInterrupted(() => false)).toBe(0); // this process's own stay pending
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const first = openStore(dir);
    const orphan = first.deliveries.begin(pending());
    first.close();
    const Database = require('better-sqlite3');
    const db = new Database(join(dir, 'designhooks.sqlite'));
    db.prepare('UPDATE deliveries SET owner_pid = ? WHERE id = ?').run(2 ** 22 + 1, orphan.id); // no such pid
    db.close();
    store.close();
    store = openStore(dir);
    expect(store.deliveries.get(orphan.id)).toMatchObject({ verdict: 'interrupted' });
    expect(mine.verdict).toBe('pending');
  });

  it('a version-1 store is migrated in place and keeps its records', () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const first = openStore(dir);
    const old = first.deliveries.add(attempt());
    first.close();
    const Database = require('better-sqlite3');
    const db = new Database(join(dir, 'designhooks.sqlite'));
    db.exec(
      "DROP INDEX deliveries_pending; ALTER TABLE deliveries DROP COLUMN owner_pid; UPDATE meta SET value = '1' WHERE key = 'schemaVersion'",
    );
    db.close();
    store = openStore(dir);
    expect(store.deliveries.get(old.id)).toMatchObject({ verdict: 'failed' });
    expect(store.deliveries.begin(pending()).verdict).toBe('pending');
  });
});
