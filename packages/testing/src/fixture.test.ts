import { listFixtures } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { eventNames } from '@designhooks/types';
import { UnknownEventError, UnknownVariantError } from './errors.ts';
import { fixture } from './fixture.ts';
import { fixtures } from './fixtures.ts';

const stored = (name: string) =>
  JSON.parse(
    listFixtures()
      .find((f) => f.name === name)!
      .bytes.toString('utf8'),
  );

describe('fixture', () => {
  it('is the stored canonical body of every event, with a fresh second-precision createdAt', () => {
    for (const event of eventNames) {
      const before = Math.floor(Date.now() / 1000) * 1000;
      const delivery = fixture(event);
      expect(delivery.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.parse(delivery.createdAt)).toBeGreaterThanOrEqual(before);
      expect({ ...delivery, createdAt: 'x' }).toEqual({ ...stored(event), createdAt: 'x' });
    }
  });

  it('keeps the stored createdAt, or fixes one from a Date or string', () => {
    expect(fixture('branch.created', {}, { createdAt: 'fixture' })).toEqual(
      stored('branch.created'),
    );
    expect(
      fixture('branch.created', {}, { createdAt: new Date('2030-01-02T03:04:05.678Z') }).createdAt,
    ).toBe('2030-01-02T03:04:05Z');
    expect(fixture('branch.created', {}, { createdAt: '2030-01-02T03:04:05Z' }).createdAt).toBe(
      '2030-01-02T03:04:05Z',
    );
  });

  it('merges deep overrides; an override of createdAt wins', () => {
    const delivery = fixture('project.updated', {
      createdAt: '2031-01-01T00:00:00Z',
      data: { object: { name: 'Icons v2', createdByUser: { name: 'Kim' } } },
    });
    expect(delivery.createdAt).toBe('2031-01-01T00:00:00Z');
    expect(delivery.data.object.name).toBe('Icons v2');
    expect(delivery.data.object.createdByUser.name).toBe('Kim');
    expect(delivery.data.object.createdByUser.email).toBe(
      stored('project.updated').data.object.createdByUser.email,
    );
  });

  it('picks a stored variant', () => {
    expect(
      fixture('commits.created', {}, { variant: 'many-commits', createdAt: 'fixture' }),
    ).toEqual(stored('commits.created.many-commits'));
  });

  it('names the valid choices when the event or variant is unknown', () => {
    expect(() => fixture('project.renamed' as never)).toThrow(UnknownEventError);
    expect(() => fixture('project.renamed' as never)).toThrow(
      /valid events: project.created, project.updated/,
    );
    expect(() => fixture('commits.created', {}, { variant: 'nope' })).toThrow(UnknownVariantError);
    expect(() => fixture('commits.created', {}, { variant: 'nope' })).toThrow(
      /valid variants: .*many-commits/,
    );
  });
});

describe('fixtures', () => {
  it('lists every stored variant of an event, canonical first, untouched', () => {
    const all = fixtures('commits.created');
    expect(all.map((f) => f.name)).toEqual(listFixtures('commits.created').map((f) => f.name));
    expect(all[0]!.variant).toBeUndefined();
    for (const f of all)
      expect(JSON.stringify(f.delivery)).toBe(JSON.stringify(JSON.parse(f.bytes.toString('utf8'))));
  });

  it('covers all ten events between them', () => {
    expect(eventNames).toHaveLength(10);
    for (const event of eventNames) expect(fixtures(event).length).toBeGreaterThan(0);
  });
  it('hands out copies: changing what one call returned never changes the next', () => {
    const first = fixtures('project.updated');
    first[0]!.bytes[0] = 0x20;
    (first[0]!.delivery as { event: string }).event = 'changed';
    const one = fixture('project.updated');
    one.data.object.name = 'changed';
    const again = fixtures('project.updated')[0]!;
    expect(again.bytes).toEqual(listFixtures('project.updated')[0]!.bytes);
    expect(again.delivery.event).toBe('project.updated');
    expect(fixture('project.updated').data.object.name).toBe(
      stored('project.updated').data.object.name,
    );
  });
});
