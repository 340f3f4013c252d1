import { validateDelivery } from '@designhooks/receiver';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './check-catalogue.ts';
import {
  canonicalBody,
  freshProjectBody,
  LATE_REDELIVERY_HOURS,
  lateRedeliveryBodies,
  rewrittenBodies,
  outOfOrderBodies,
  variantBodies,
} from './check-bodies.ts';

type Delivery = {
  createdAt: string;
  event: string;
  data: { object: Record<string, unknown> };
};
const parse = (body: Buffer) => JSON.parse(body.toString('utf8')) as Delivery;

describe('outOfOrderBodies', () => {
  it('sends the later events of one branch and one comment before their creation', () => {
    const sequence = outOfOrderBodies().map((b) => parse(b.body));
    expect(sequence.map((d) => d.event)).toEqual([
      'branch.updated',
      'branch.statusUpdated',
      'branch.created',
      'comment.updated',
      'comment.deleted',
      'comment.created',
    ]);
  });

  it('draws them from one world: ids, project and branch agree across the sequence', () => {
    const sequence = outOfOrderBodies().map((b) => parse(b.body));
    const [bUpdated, bStatus, bCreated, cUpdated, cDeleted, cCreated] = sequence.map(
      (d) => d.data.object,
    );
    expect((sequence[1]!.data as { changes?: unknown }).changes).toEqual({
      status: ['wip', 'review'],
    });
    for (const branch of [bUpdated, bStatus]) expect(branch!.id).toBe(bCreated!.id);
    for (const comment of [cUpdated, cDeleted]) expect(comment!.id).toBe(cCreated!.id);
    expect(cCreated!.branchId).toBe(bCreated!.id);
    expect(cCreated!.branchName).toBe(bCreated!.name);
    for (const object of [bUpdated, bStatus, bCreated, cUpdated, cDeleted, cCreated])
      expect(object!.projectId).toBe(bCreated!.projectId);
    const sameId = (...users: unknown[]) => new Set(users.map((u) => (u as { id: string }).id));
    expect(sameId(bUpdated!.user, bStatus!.user, bCreated!.user).size).toBe(1);
    expect(sameId(cUpdated!.commenter, cDeleted!.commenter, cCreated!.commenter).size).toBe(1);
    expect(bStatus!.status).toBe('review');
    expect(bCreated!.status).toBe('wip');
    expect(cDeleted!.deletedAt).not.toBe('');
    expect(cCreated!.deletedAt).toBe('');
  });

  it('has fresh ids on every call, times in the past that the world order keeps', () => {
    const ids = (bodies: ReturnType<typeof outOfOrderBodies>) =>
      bodies.map((b) => String(parse(b.body).data.object.id));
    const first = ids(outOfOrderBodies());
    const second = ids(outOfOrderBodies());
    expect(new Set([...first, ...second]).size).toBe(4); // a branch and a comment, twice
    const sequence = outOfOrderBodies().map((b) => parse(b.body));
    const inWorldOrder = [2, 0, 1, 5, 3, 4].map((i) => Date.parse(sequence[i]!.createdAt));
    expect(inWorldOrder).toEqual([...inWorldOrder].sort((a, b) => a - b));
    expect(Math.max(...inWorldOrder)).toBeLessThan(Date.now());
    // within the last 15 s (check.md says so), as deliveries that overtake one another are: a
    // replay window accepts them
    expect(Math.min(...inWorldOrder)).toBeGreaterThan(Date.now() - 15_000);
  });

  it('is valid against the contract, every body', async () => {
    for (const { body } of outOfOrderBodies()) {
      const result = await validateDelivery(parse(body));
      expect(result.ok, JSON.stringify(result)).toBe(true);
    }
  });
});

describe('lateRedeliveryBodies', () => {
  it('is a fresh, valid project.updated whose createdAt (and updatedAt) is a day old, and the same one now', async () => {
    const { late, now } = lateRedeliveryBodies();
    const delivery = parse(late.body);
    expect(delivery.event).toBe('project.updated');
    const age = Date.now() - Date.parse(delivery.createdAt);
    expect(age).toBeGreaterThanOrEqual(LATE_REDELIVERY_HOURS * 3_600_000);
    expect(age).toBeLessThan(LATE_REDELIVERY_HOURS * 3_600_000 + 5_000);
    expect(delivery.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(delivery.data.object.updatedAt).toBe(delivery.createdAt);
    expect(parse(lateRedeliveryBodies().late.body).data.object.id).not.toBe(
      delivery.data.object.id,
    );
    expect(late.label).toContain(`createdAt ${delivery.createdAt}`);
    // the rule (and the docs' table made from it) states the same age
    const rule = checkCatalogue.find((c) => c.id === 'delivery.late-redelivery')!.rule;
    expect(rule).toContain(`(its createdAt ${LATE_REDELIVERY_HOURS} h old)`);
    const result = await validateDelivery(delivery);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    // the control: the same delivery but for its times, which are now
    const fresh = parse(now.body);
    expect(Math.abs(Date.now() - Date.parse(fresh.createdAt))).toBeLessThan(5_000);
    expect(fresh.data.object.updatedAt).toBe(fresh.createdAt);
    const { createdAt: _late, ...rest } = delivery.data.object as Record<string, unknown>;
    expect(fresh.data.object).toMatchObject({ ...rest, updatedAt: fresh.createdAt });
  });
});

describe('rewrittenBodies', () => {
  it('writes one delivery as the platform, Python, PHP and Go do: same value, other bytes', async () => {
    const { sent, rewritten } = rewrittenBodies('check-key');
    const delivery = parse(sent.body);
    expect((await validateDelivery(delivery)).ok).toBe(true);
    expect(/[^\x20-\x7e]/.test(sent.body.toString('latin1'))).toBe(false); // ASCII only
    expect(rewritten.map((form) => form.writer)).toEqual([
      "Python's json.dumps",
      "PHP's json_encode",
      "Go's json.Marshal of a map",
    ]);
    const texts = rewritten.map((form) => form.body.toString('utf8'));
    for (const text of texts) expect(JSON.parse(text)).toEqual(delivery);
    expect(new Set([sent.body.toString('utf8'), ...texts]).size).toBe(4);
    const [python, php, go] = texts as [string, string, string];
    // Python's separators: a space after every , and : outside strings
    const outsideStrings = /("(?:[^"\\]|\\.)*")|([,:])/g;
    expect(python).toBe(
      sent.body.toString('utf8').replace(outsideStrings, (_, text, mark) => text ?? `${mark} `),
    );
    expect(php).toBe(sent.body.toString('utf8').replaceAll('/', '\\/'));
    expect(go.startsWith(`{"createdAt":"${delivery.createdAt}","data":{"object":{`)).toBe(true);
    expect(go.endsWith(`}},"event":"project.updated"}`)).toBe(true);
  });
});

describe('the bodies read from the stored fixtures', () => {
  it('are fresh copies: distinct burst bodies, canonical and variants with createdAt now', () => {
    const a = parse(freshProjectBody('A').body);
    const b = parse(freshProjectBody('B').body);
    expect(a.data.object.id).not.toBe(b.data.object.id);
    expect([a.data.object.name, b.data.object.name]).toEqual(['A', 'B']);
    const now = Date.now();
    const canonical = parse(canonicalBody('branch.created').body);
    expect(Math.abs(Date.parse(canonical.createdAt) - now)).toBeLessThan(2_000);
    const variants = variantBodies('commits.created');
    expect(variants.length).toBeGreaterThan(0);
    for (const { label, body } of variants) {
      expect(label).toMatch(/^fixture commits\.created\.[a-z-]+$/);
      expect(Math.abs(Date.parse(parse(body).createdAt) - now)).toBeLessThan(2_000);
    }
  });
});
