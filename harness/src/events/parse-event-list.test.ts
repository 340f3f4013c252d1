import { describe, expect, it } from 'vitest';
import { eventNames } from '@designhooks/types';
import { parseEventList } from './parse-event-list.ts';

describe('parseEventList', () => {
  it('keeps known names in the given order, once each', () => {
    expect(parseEventList(' project.updated,comment.created , project.updated')).toEqual([
      'project.updated',
      'comment.created',
    ]);
  });

  it('with patterns, expands * and resource.* as the SDK reads them', () => {
    expect(parseEventList('*', { patterns: true })).toEqual(eventNames);
    expect(parseEventList('branch.*,project.deleted,branch.updated', { patterns: true })).toEqual([
      'branch.created',
      'branch.updated',
      'branch.statusUpdated',
      'project.deleted',
    ]);
  });

  it('refuses a pattern that matches no event, and any pattern without `patterns`', () => {
    expect(() => parseEventList('projects.*', { patterns: true })).toThrow(
      /^unknown event "projects\.\*" \(did you mean project\.\*\?\); valid events: project\.created/,
    );
    expect(() => parseEventList('project.created*', { patterns: true })).toThrow(
      /unknown event "project\.created\*"/,
    );
    expect(() => parseEventList('project.*')).toThrow(/unknown event "project\.\*"/);
    expect(() => parseEventList(' , ', { patterns: true })).toThrow(/select at least one event/);
  });
});
