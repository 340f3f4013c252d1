/**
 * TypeScript types for every delivery, generated from the JSON Schemas in schemas/.
 *
 * @example
 * ```ts
 * import { eventNames, type EventPayloadMap } from '@designhooks/types';
 * type Updated = EventPayloadMap['project.updated'];
 * const names: readonly string[] = eventNames;
 * ```
 */
export * from './generated/contract.ts';
