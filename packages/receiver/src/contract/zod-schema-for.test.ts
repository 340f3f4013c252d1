import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies, readFixture } from '@designhooks/schemas';
import { deliverySchemas } from './delivery-schemas.ts';
import { validateDelivery } from './validate-delivery.ts';
import { zodSchemaFor } from './zod-schema-for.ts';

const parse = (bytes: Buffer): { event?: unknown } => JSON.parse(bytes.toString('utf8'));

describe('zod schemas built from the JSON Schemas', () => {
  it('accepts every fixture with its event schema', () => {
    for (const fixture of listFixtures()) {
      const result = zodSchemaFor(fixture.event as 'project.updated').safeParse(
        parse(fixture.bytes),
      );
      expect(result.success, fixture.name).toBe(true);
    }
  });

  it('agrees with validateDelivery (Ajv) on every invalid body of a known event', async () => {
    for (const body of listInvalidBodies()) {
      const value = parse(body.bytes);
      const schema = deliverySchemas[value.event as 'project.updated'];
      if (!schema) continue; // no event, or an unknown one: there is no event schema to apply
      expect(schema.safeParse(value).success, body.name).toBe((await validateDelivery(value)).ok);
      expect(schema.safeParse(value).success, body.name).toBe(false);
    }
  });

  it('lists all ten events and builds each schema once', () => {
    expect(Object.keys(deliverySchemas)).toHaveLength(10);
    expect(deliverySchemas['comment.created']).toBe(zodSchemaFor('comment.created'));
  });

  it('types the parsed output by event', () => {
    const parsed = zodSchemaFor('project.updated').parse(parse(readFixture('project.updated')));
    const name: string = parsed.data.object.name;
    expect(name.length).toBeGreaterThan(0);
  });

  it('throws on an unknown event, listing the valid ones', () => {
    expect(() => zodSchemaFor('project.renamed' as 'project.updated')).toThrow(
      /valid events: project\.created/,
    );
  });
});
