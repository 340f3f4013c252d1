import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the schemas workspace: envelope.schema.json, objects/, events/, fixtures/
 * and invalid/ live below it.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * import { schemasDir } from '@designhooks/schemas';
 * join(schemasDir, 'events', 'project.updated.schema.json');
 * ```
 */
export const schemasDir: string = fileURLToPath(new URL('..', import.meta.url));
