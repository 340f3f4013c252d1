import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  eventSchemaId,
  listFixtures,
  listInvalidBodies,
  SCHEMA_ID_BASE,
  schemasDir,
} from '../src/index.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Every *.schema.json file under schemas/, as path relative to it. */
function schemaFiles(): string[] {
  return readdirSync(schemasDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.schema.json') &&
        !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => relative(schemasDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as Record<string, unknown>;
}

/** A stock Ajv (default options, standard formats): no custom keyword, no loader of ours. */
function stockAjv(): Ajv {
  const ajv = new Ajv({ allowUnionTypes: true, logger: false });
  addFormats(ajv);
  return ajv;
}

const events = listFixtures()
  .map((f) => f.event)
  .filter((e, i, all) => all.indexOf(e) === i);
const bodies = [
  ...listFixtures().map((f) => f.bytes),
  ...listInvalidBodies().map((b) => b.bytes),
].map((bytes) => JSON.parse(bytes.toString('utf8')) as { event?: unknown });

describe('the schemas load with a stock validator, by $id and by file location', () => {
  it('gives every schema an absolute $id that mirrors its path', () => {
    for (const file of schemaFiles()) expect(read(file).$id).toBe(`${SCHEMA_ID_BASE}${file}`);
    for (const event of events)
      expect(read(`events/${event}.schema.json`).properties).toMatchObject({
        event: { const: event },
      });
  });

  it('compiles by $id and by file URL (no $id: the location is the base) with the same verdict on every body', () => {
    const byId = stockAjv();
    for (const file of schemaFiles()) byId.addSchema(read(file));
    const byLocation = stockAjv();
    for (const file of schemaFiles()) {
      const { $id: _id, ...document } = read(file);
      byLocation.addSchema(document, pathToFileURL(join(schemasDir, file)).href);
    }
    let checked = 0;
    for (const event of events) {
      const validateById = byId.getSchema(eventSchemaId(event))!;
      const validateByLocation = byLocation.getSchema(
        pathToFileURL(join(schemasDir, 'events', `${event}.schema.json`)).href,
      )!;
      expect(validateById).toBeTypeOf('function');
      expect(validateByLocation).toBeTypeOf('function');
      for (const body of bodies.filter((b) => b.event === event)) {
        expect(validateByLocation(body)).toBe(validateById(body));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('resolves a file alone from disk: every relative $ref names a file that exists beside it', () => {
    for (const file of schemaFiles()) {
      const refs = JSON.stringify(read(file)).matchAll(/"\$ref":"([^"#]+)/g);
      for (const [, ref] of refs) {
        const target = new URL(ref!, pathToFileURL(join(schemasDir, file)));
        expect(() => readFileSync(target), `${file} → ${ref}`).not.toThrow();
      }
    }
  });
});
