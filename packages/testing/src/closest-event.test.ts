import { eventNames } from '@designhooks/types';
import { describe, expect, it } from 'vitest';
import { closestEvent } from './closest-event.ts';
import { UnknownEventError } from './errors.ts';

describe('closestEvent: the event a near miss means', () => {
  it.each([
    ['commit.created', 'commits.created'],
    ['project.update', 'project.updated'],
    ['coment.deleted', 'comment.deleted'],
    ['comments.created', 'comment.created'],
    ['branch.statusupdated', 'branch.statusUpdated'],
    ['BRANCH.STATUSUPDATED', 'branch.statusUpdated'],
    ['branch.status_updated', 'branch.statusUpdated'],
    // the 2019 beta's names, far from today's by spelling
    ['branch.status.changed', 'branch.statusUpdated'],
    ['branch.commits.added', 'commits.created'],
  ])('%s -> %s', (typed, meant) => {
    expect(closestEvent(typed)).toBe(meant);
  });

  it.each([
    'invoice.paid',
    'push',
    'project.removed',
    'project.*',
    '',
    'toString',
    'x'.repeat(100_000),
  ])('nothing close to %s', (typed) => {
    expect(closestEvent(typed)).toBeUndefined();
  });

  it('every real name is its own closest', () => {
    for (const name of eventNames) expect(closestEvent(name)).toBe(name);
  });

  it("UnknownEventError's message names it before the list", () => {
    expect(new UnknownEventError('commit.created', eventNames).message).toMatch(
      /^unknown event "commit\.created" \(did you mean commits\.created\?\); valid events: project\.created, /,
    );
    expect(new UnknownEventError('branch.status.changed', eventNames).message).toMatch(
      /^unknown event "branch\.status\.changed" \(its name during the 2019 beta; now branch\.statusUpdated\); valid events: /,
    );
    expect(new UnknownEventError('projects.*', eventNames).message).toMatch(
      /^unknown event "projects\.\*" \(did you mean project\.\*\?\); valid events: /,
    );
    expect(new UnknownEventError('comment.*', eventNames).message).toMatch(
      /^unknown event "comment\.\*" \(a pattern; give one of its events: comment\.created, comment\.updated, comment\.deleted\); valid events: /,
    );
    expect(new UnknownEventError('invoice.paid', eventNames).message).toMatch(
      /^unknown event "invoice\.paid"; valid events: /,
    );
  });
});
