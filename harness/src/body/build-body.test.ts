import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { buildBody } from './build-body.ts';

const now = () => new Date('2024-05-01T10:20:30.456Z');

describe('buildBody', () => {
  it('stamps a fresh createdAt with second precision and keeps key order createdAt, event, data', () => {
    const text = buildBody({ event: 'project.updated', now }).toString();
    expect(text.startsWith('{"createdAt":"2024-05-01T10:20:30Z","event":"project.updated","data":{')).toBe(true);
    const fixture = JSON.parse(readFixture('project.updated').toString());
    expect(JSON.parse(text).data).toEqual(fixture.data);
    expect(text).toBe(JSON.stringify(JSON.parse(text))); // compact
  });

  it('applies --set after the createdAt stamp, so createdAt can be overridden', () => {
    const body = JSON.parse(buildBody({ event: 'project.updated', now, sets: ['createdAt=2020-01-01T00:00:00Z', 'data.object.name=X'] }).toString());
    expect(body.createdAt).toBe('2020-01-01T00:00:00Z');
    expect(body.data.object.name).toBe('X');
  });

  it('returns the fixture bytes untouched with keepCreatedAt and no overrides', () => {
    expect(buildBody({ event: 'comment.created', fixture: 'comment.created.html-characters', keepCreatedAt: true }))
      .toEqual(readFixture('comment.created.html-characters'));
  });

  it('reads a JSON file as the fixture and puts the envelope keys first', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'body-')), 'b.json');
    writeFileSync(file, '{"data":{"object":{"objectType":"project"}},"extra":1,"event":"project.created","createdAt":"2019-01-01T00:00:00Z"}');
    expect(buildBody({ event: 'project.created', fixture: file, keepCreatedAt: true, sets: ['extra=2'] }).toString())
      .toBe('{"createdAt":"2019-01-01T00:00:00Z","event":"project.created","data":{"object":{"objectType":"project"}},"extra":2}');
  });

  it('names valid fixtures when one is unknown or of another event', () => {
    expect(() => buildBody({ event: 'project.updated', fixture: 'nope' })).toThrow(/^unknown fixture "nope"; fixtures for project.updated: project.updated, /);
    expect(() => buildBody({ event: 'project.updated', fixture: 'branch.created' })).toThrow(/is a branch.created delivery, not project.updated/);
  });
});
