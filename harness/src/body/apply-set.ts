import { InvalidSetError } from '../errors.ts';

/**
 * Applies one `--set path=value` override to a parsed body, in place. The path is a dot path
 * from the envelope's root (`data.object.name`, `data.object.commits.0.title`); the value is
 * parsed as JSON when it parses (`true`, `3`, `null`, `{"a":1}`, `"quoted"`), else kept as a
 * string. Missing object keys are created; a path through a non-object is an error.
 *
 * @example
 * ```ts
 * const body = { event: 'project.updated', data: { object: { name: 'A' } } };
 * applySet(body, 'data.object.name=Renamed');   // name → 'Renamed'
 * applySet(body, 'data.object.isNew=true');     // isNew → true (JSON)
 * applySet(body, 'data.object');                // throws InvalidSetError (no "=")
 * ```
 */
export function applySet(body: Record<string, unknown>, assignment: string): void {
  const equals = assignment.indexOf('=');
  if (equals <= 0) {
    throw new InvalidSetError(
      `malformed --set "${assignment}": expected path=value, e.g. data.object.name=Renamed`,
    );
  }
  const path = assignment.slice(0, equals);
  const keys = path.split('.');
  if (keys.some((key) => key === '')) {
    throw new InvalidSetError(`malformed --set "${assignment}": empty segment in path "${path}"`);
  }
  const unsafe = keys.find((key) => UNSAFE_KEYS.has(key));
  if (unsafe !== undefined) {
    throw new InvalidSetError(
      `cannot --set "${path}": "${unsafe}" is not allowed as a path segment (it would change how objects behave, not the body)`,
    );
  }
  const value = parseValue(assignment.slice(equals + 1));
  let node: unknown = body;
  keys.forEach((key, index) => {
    if (node === null || typeof node !== 'object') {
      const parent = keys.slice(0, index).join('.');
      throw new InvalidSetError(
        `cannot --set "${path}": "${parent}" is ${describe(node)}, not an object or array`,
      );
    }
    const container = node as Record<string, unknown>;
    if (Array.isArray(container) && !/^\d+$/.test(key)) {
      throw new InvalidSetError(
        `cannot --set "${path}": "${keys.slice(0, index).join('.')}" is an array; use a numeric index`,
      );
    }
    if (index === keys.length - 1) {
      container[key] = value;
      return;
    }
    if (!Object.hasOwn(container, key) || container[key] === undefined) container[key] = {};
    node = container[key];
  });
}

/**
 * Path segments that reach an object's prototype rather than a body field: `__proto__`
 * assigns to Object.prototype, and `constructor.prototype` does the same through the class.
 */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(value: unknown): string {
  return value === null ? 'null' : `a ${typeof value}`;
}
