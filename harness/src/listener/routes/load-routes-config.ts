import { existsSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { UsageError } from '../../errors.ts';
import { checkRoute, type EventRoute } from './event-route.ts';

/** The config file `designhooks listen` reads from the working folder when it exists. */
export const CONFIG_FILE_NAME = 'designhooks.config.json';

/** Largest config file read: it holds a few routes, not data. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * JSON Schema (draft-07) of `designhooks.config.json`. Only `listen.routes` is defined today;
 * other top-level keys are left for future commands.
 *
 * @example
 * ```ts
 * // designhooks.config.json
 * // {"listen": {"routes": [{"event": "project.*", "url": "http://127.0.0.1:3001/projects"}]}}
 * ```
 */
export const designhooksConfigSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    listen: {
      type: 'object',
      additionalProperties: false,
      properties: {
        routes: {
          type: 'array',
          maxItems: 100,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['event', 'url'],
            properties: {
              event: { type: 'string', minLength: 1, maxLength: 200 },
              url: { type: 'string', minLength: 1, maxLength: 2000 },
            },
          },
        },
      },
    },
  },
} as const;

let validate: ReturnType<Ajv['compile']> | undefined;

/**
 * Reads the forwarding routes of a designhooks config file: checked against
 * {@link designhooksConfigSchema}, then each route's pattern and URL (the same rules as
 * `--forward-to`). Every problem is a {@link UsageError} with one line naming the file and the
 * JSON pointer. Returns null when the file has no `listen.routes`.
 *
 * @example
 * ```ts
 * const routes = loadRoutesConfig('designhooks.config.json'); // [{ event: 'project.*', url: '…' }, …]
 * ```
 */
export function loadRoutesConfig(file: string): EventRoute[] | null {
  if (!existsSync(file)) throw new UsageError(`config file ${file} does not exist`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  if (bytes.length > MAX_CONFIG_BYTES)
    throw new UsageError(
      `${file} is larger than ${MAX_CONFIG_BYTES} bytes: it is not a config file`,
    );
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  validate ??= new Ajv({ strict: true }).compile(designhooksConfigSchema);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    const at = first?.instancePath || '/';
    const extra =
      first?.keyword === 'additionalProperties'
        ? ` "${String(first.params.additionalProperty).slice(0, 60)}"`
        : '';
    throw new UsageError(`${file} ${at}: ${first?.message ?? 'is not a config'}${extra}`);
  }
  const routes = (value as { listen?: { routes?: EventRoute[] } }).listen?.routes;
  if (!routes) return null;
  return routes.map((route, index) => checkRoute(route, `${file} /listen/routes/${index}`));
}
