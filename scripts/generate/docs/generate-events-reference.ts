import {
  DEFINITIONS_SCHEMA_ID,
  listFixtures,
  schemaDocuments,
  schemaPath,
  type JsonSchema,
} from '@designhooks/schemas';
import { describeType } from './describe-type.ts';
import { eventTable } from '../schema/event-table.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import type { GeneratedFile } from '../output/generated-file.ts';

/** docs/events.md: every event, every object's fields, the shared shapes and a canonical fixture each. */
export function generateEventsReference(): GeneratedFile {
  const docs = new Map(schemaDocuments().map((doc) => [doc.$id as string, doc]));
  const events = eventTable();
  const objects = [...docs.keys()].filter((id) => schemaPath(id)?.startsWith('objects/'));
  const shapes = (docs.get(DEFINITIONS_SCHEMA_ID)!.definitions ?? {}) as Record<string, JsonSchema>;
  const lines = [
    `<!-- ${GENERATED_HEADER} -->`,
    '# Events reference',
    '',
    'Every delivery is a POST whose JSON body is an envelope: `createdAt` (ISO 8601 UTC, ending in Z),',
    '`event` (one of the names below) and `data.object` (the affected record, with its own `objectType`).',
    '`data.changes`, when present, maps a field to `[old, new]`. Generated from `schemas/`.',
    '',
    'The contract follows the platform, not only its samples: strict on identity (the envelope, the event',
    "name, `objectType`, the ids of records, timestamp formats), tolerant where the platform's own SDK types",
    'show variation: state that may not have happened yet is `null`, `""` or absent; enumerations list their',
    'known values and accept any other string; fields the SDK marks optional may be absent. Objects accept',
    'fields not listed here (the feature is in beta). What is accepted but not known (a field no schema names,',
    'a value outside the known ones, a shape no fixture shows) is *drift*: the receiver reports it (`result.drift`, a logger warning)',
    'and `designhooks validate` counts it; only what cannot be a delivery of the event is *invalid*.',
    '',
    '| Event | Fires when | data.object |',
    '|---|---|---|',
    ...events.map(
      (e) =>
        `| [\`${e.name}\`](#${anchor(e.name)}) | ${e.description} | [${title(docs, e.objectId)}](#${title(docs, e.objectId).toLowerCase()}) |`,
    ),
    '',
    '## Events',
    '',
  ];
  for (const event of events) {
    const fixture = listFixtures(event.name)[0]!;
    lines.push(
      `### ${event.name}`,
      '',
      `${event.description} \`data.object\` is a [${title(docs, event.objectId)}](#${title(docs, event.objectId).toLowerCase()}); TypeScript type \`${event.title}\`.`,
      `Fixtures: ${listFixtures(event.name)
        .map((f) => `\`${f.name}\``)
        .join(', ')}.`,
      '',
      `Canonical fixture (\`schemas/fixtures/${fixture.name}.json\`, shown indented; it is sent compact):`,
      '',
      '```json',
      JSON.stringify(JSON.parse(fixture.bytes.toString('utf8')), null, 2),
      '```',
      '',
    );
  }
  lines.push('## Objects', '');
  for (const id of objects) {
    const doc = docs.get(id)!;
    const required = new Set((doc.required as string[]) ?? []);
    lines.push(
      `### ${doc.title}`,
      '',
      String(doc.description),
      '',
      '| Field | Type | Required | Notes |',
      '|---|---|---|---|',
    );
    for (const [field, schema] of Object.entries(doc.properties as Record<string, JsonSchema>)) {
      lines.push(
        `| \`${field}\` | ${cell(describeType(schema, String(doc.title)))} | ${required.has(field) ? 'yes' : 'no'} | ${String(schema.description ?? '').replace(/\|/g, '\\|')} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Shared value shapes', '', '| Name | Type | Meaning |', '|---|---|---|');
  for (const [name, schema] of Object.entries(shapes)) {
    lines.push(
      `| <a id="${name.toLowerCase()}"></a>\`${name}\` | ${cell(describeType(schema))} | ${schema.description} |`,
    );
  }
  lines.push('');
  return { path: 'docs/events.md', content: lines.join('\n') };
}

function title(docs: Map<string, JsonSchema>, id: string): string {
  return String(docs.get(id)?.title);
}

/** A table cell: pipes escaped, even inside code spans. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function anchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '');
}
