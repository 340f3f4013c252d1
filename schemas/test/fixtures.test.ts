import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies, schemaDocuments } from '../src/index.ts';
import { strictAjv, validateStrict } from '@designhooks/test-support';

const ajv = strictAjv();
const eventNames = (schemaDocuments()[1] as { definitions: { eventName: { enum: string[] } } })
  .definitions.eventName.enum;

/** The one rule each invalid body breaks: where, and which keyword rejects it. */
const expectedRule: Record<string, { path: string; keyword: string }> = {
  'avatar-url-not-a-url': { path: '/data/object/createdByUser/avatarUrl', keyword: 'format' },
  'branch-status-not-a-string': { path: '/data/object/status', keyword: 'type' },
  'comment-annotation-not-an-object': { path: '/data/object/annotation', keyword: 'anyOf' },
  'commit-user-id-not-uuid': { path: '/data/object/commits/0/userId', keyword: 'format' },
  'pushed-at-not-a-timestamp': { path: '/data/object/pushedAt', keyword: 'anyOf' },
  'branch-id-not-uuid-or-master': { path: '/data/object/branch/id', keyword: 'anyOf' },
  'changes-not-a-pair': { path: '/data/changes/name', keyword: 'minItems' },
  'color-without-hash': { path: '/data/object/color', keyword: 'pattern' },
  'comment-parent-not-a-comment': { path: '/data/object/parent', keyword: 'required' },
  'comment-reply-ids-not-an-array': { path: '/data/object/replyIds', keyword: 'type' },
  'commit-sha-not-hex': { path: '/data/object/commits/0/sha', keyword: 'pattern' },
  'commits-empty': { path: '/data/object/commits', keyword: 'minItems' },
  'commits-not-an-array': { path: '/data/object/commits', keyword: 'type' },
  'created-at-missing': { path: '', keyword: 'required' },
  'created-at-not-a-date': { path: '/createdAt', keyword: 'pattern' },
  'created-at-not-utc': { path: '/createdAt', keyword: 'pattern' },
  'created-at-without-z': { path: '/createdAt', keyword: 'pattern' },
  'created-by-user-missing': { path: '/data/object', keyword: 'required' },
  'data-missing': { path: '', keyword: 'required' },
  'data-object-missing': { path: '/data', keyword: 'required' },
  'envelope-is-an-array': { path: '', keyword: 'type' },
  'event-missing': { path: '', keyword: 'required' },
  'event-not-in-list': { path: '/event', keyword: 'enum' },
  'is-new-not-boolean': { path: '/data/object/isNew', keyword: 'type' },
  'object-type-not-matching-event': { path: '/data/object/objectType', keyword: 'const' },
  'project-id-not-uuid': { path: '/data/object/id', keyword: 'format' },
  'updated-at-not-a-timestamp': { path: '/data/object/updatedAt', keyword: 'pattern' },
};

describe('fixtures (schemas/fixtures)', () => {
  const fixtures = listFixtures();

  it('has a canonical fixture for each of the ten events and at least 20 variants', () => {
    expect(eventNames).toHaveLength(10);
    expect(
      fixtures
        .filter((f) => !f.variant)
        .map((f) => f.event)
        .sort(),
    ).toEqual([...eventNames].sort());
    expect(fixtures.filter((f) => f.variant).length).toBeGreaterThanOrEqual(20);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))(
    '%s validates against its event schema (Ajv strict)',
    (_name, fixture) => {
      const body = JSON.parse(fixture.bytes.toString('utf8'));
      expect(body.event).toBe(fixture.event);
      expect(validateStrict(ajv, body)).toEqual([]);
    },
  );

  it.each(fixtures.map((f) => [f.name, f] as const))(
    '%s is compact JSON in the platform key order',
    (_name, fixture) => {
      const text = fixture.bytes.toString('utf8');
      const body = JSON.parse(text);
      expect(Object.keys(body)).toEqual(['createdAt', 'event', 'data']);
      // Go's encoder escapes <, >, & and U+2028/U+2029: undo that to compare with JSON.stringify's output.
      const unescaped = text
        .replace(/\\u003c/g, '<')
        .replace(/\\u003e/g, '>')
        .replace(/\\u0026/g, '&')
        .replace(/\\u2028/g, '\u2028')
        .replace(/\\u2029/g, '\u2029');
      expect(unescaped).toBe(JSON.stringify(body));
      expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    },
  );
});

describe('invalid bodies (schemas/invalid)', () => {
  const invalid = listInvalidBodies();

  it('has at least 15 bodies, each with its expected rule listed here', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(15);
    expect(invalid.map((b) => b.name).sort()).toEqual(Object.keys(expectedRule).sort());
  });

  it.each(invalid.map((b) => [b.name, b] as const))(
    '%s is rejected by the rule it is named after',
    (name, bad) => {
      const errors = validateStrict(ajv, JSON.parse(bad.bytes.toString('utf8')));
      const rule = expectedRule[name]!;
      expect(errors.map((e) => `${e.instancePath} ${e.keyword}`)).toContain(
        `${rule.path} ${rule.keyword}`,
      );
      // One reason each: every error sits at (or under) the named path.
      for (const error of errors) expect(error.instancePath.startsWith(rule.path)).toBe(true);
    },
  );
});
