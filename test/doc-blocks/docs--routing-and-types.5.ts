// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 5.
import { eventNames, type EventName, type EventPayloadMap, type Project } from '@designhooks/types';

function describe<E extends EventName>(delivery: EventPayloadMap[E]): string {
  return `${delivery.event} at ${delivery.createdAt}`;
}
const all: readonly EventName[] = eventNames;
const archived = (project: Project): boolean => project.archivedAt !== null && project.archivedAt !== '';

export {};
