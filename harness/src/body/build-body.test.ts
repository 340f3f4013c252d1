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
    expect(
      text.startsWith('{"createdAt":"2024-05-01T10:20:30Z","event":"project.updated","data":{'),
    ).toBe(true);
    const fixture = JSON.parse(readFixture('project.updated').toString());
    expect(JSON.parse(text).data).toEqual(fixture.data);
    expect(text).toBe(JSON.stringify(JSON.parse(text))); // compact
  });

  it('applies --set after the createdAt stamp, so createdAt can be overridden', () => {
    const body = JSON.parse(
      buildBody({
        event: 'project.updated',
        now,
        sets: ['createdAt=2020-01-01T00:00:00Z', 'data.object.name=X'],
      }).toString(),
    );
    expect(body.createdAt).toBe('2020-01-01T00:00:00Z');
    expect(body.data.object.name).toBe('X');
  });

  it('returns the fixture bytes untouched with keepCreatedAt and no overrides', () => {
    expect(
      buildBody({
        event: 'comment.created',
        fixture: 'comment.created.html-characters',
        keepCreatedAt: true,
      }),
    ).toEqual(readFixture('comment.created.html-characters'));
  });

  it('reads a JSON file as the fixture and puts the envelope keys first', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'body-')), 'b.json');
    writeFileSync(
      file,
      '{"data":{"object":{"objectType":"project"}},"extra":1,"event":"project.created","createdAt":"2019-01-01T00:00:00Z"}',
    );
    expect(
      buildBody({
        event: 'project.created',
        fixture: file,
        keepCreatedAt: true,
        sets: ['extra=2'],
      }).toString(),
    ).toBe(
      '{"createdAt":"2019-01-01T00:00:00Z","event":"project.created","data":{"object":{"objectType":"project"}},"extra":2}',
    );
  });

  it('names valid fixtures when one is unknown or of another event', () => {
    expect(() => buildBody({ event: 'project.updated', fixture: 'nope' })).toThrow(
      /^unknown fixture "nope"; fixtures for project.updated: project.updated, /,
    );
    expect(() => buildBody({ event: 'project.updated', fixture: 'branch.created' })).toThrow(
      /is a branch.created delivery, not project.updated/,
    );
  });

  it('writes every built body as the platform Go encoder does, --set values included', () => {
    const text = buildBody({
      event: 'comment.created',
      now,
      sets: ['data.object.body=<b>Hi</b> & bye\u2028\u2029'],
    }).toString();
    expect(text).toContain('"body":"\\u003cb\\u003eHi\\u003c/b\\u003e \\u0026 bye\\u2028\\u2029"');
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text).data.object.body).toBe('<b>Hi</b> & bye\u2028\u2029');
  });

  it('re-encodes a stored escaped fixture the same way when createdAt is refreshed', () => {
    const stored = readFixture('comment.created.html-characters').toString();
    const built = buildBody({
      event: 'comment.created',
      fixture: 'comment.created.html-characters',
      now,
    }).toString();
    expect(stored).toContain('\\u003c');
    expect(built.slice(built.indexOf('"event"'))).toBe(stored.slice(stored.indexOf('"event"')));
  });

  it('sends JSON.stringify bytes with encoding js, even for a kept fixture', () => {
    const text = buildBody({
      event: 'comment.created',
      fixture: 'comment.created.html-characters',
      keepCreatedAt: true,
      encoding: 'js',
    }).toString();
    expect(text).toMatch(/[<>&]/);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('sends a file unchanged byte for byte with keepCreatedAt (no re-encoding)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'body-')), 'raw.json');
    const raw =
      '{ "createdAt": "2019-01-01T00:00:00Z", "event": "comment.created", "data": {"object": {"body": "<raw> \\u00e9"}} }';
    writeFileSync(file, raw);
    expect(
      buildBody({ event: 'comment.created', fixture: file, keepCreatedAt: true }).toString(),
    ).toBe(raw);
  });
});
