import {
  ENVELOPE_SCHEMA_ID,
  eventSchemaId,
  schemaDocuments,
  type JsonSchema,
} from '@designhooks/schemas';

/** One event as the schemas describe it. */
export interface EventInfo {
  name: string;
  /** Title of the event's schema, e.g. ProjectUpdatedEvent: the generated interface's name. */
  title: string;
  /** When the event fires. */
  description: string;
  /** objectType of data.object: project, branch, commits or comment. */
  objectType: string;
  /** $id of the object's schema, e.g. https://designhooks.dev/schemas/objects/project.schema.json. */
  objectId: string;
}

/** The ten events in the envelope's order, read from the event schemas. */
export function eventTable(): EventInfo[] {
  const docs = new Map(schemaDocuments().map((doc) => [doc.$id as string, doc]));
  const envelope = docs.get(ENVELOPE_SCHEMA_ID) as {
    definitions: { eventName: { enum: string[] } };
  };
  return envelope.definitions.eventName.enum.map((name) => {
    const id = eventSchemaId(name);
    const doc = docs.get(id);
    if (!doc)
      throw new Error(
        `event "${name}" is in the envelope's list but has no events/${name}.schema.json`,
      );
    const data = (doc.properties as Record<string, JsonSchema>).data as {
      properties: { object: { $ref: string } };
    };
    const objectId = new URL(data.properties.object.$ref, id).href;
    const object = docs.get(objectId) as { properties: { objectType: { const: string } } };
    return {
      name,
      title: String(doc.title),
      description: String(doc.description),
      objectType: object.properties.objectType.const,
      objectId,
    };
  });
}
