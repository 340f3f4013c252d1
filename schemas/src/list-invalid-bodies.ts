import { storedBodies } from './stored-bodies.ts';

/** A body in schemas/invalid/ that every validator must reject. */
export interface InvalidBody {
  /** File name without `.json`; it names the one reason the body is invalid. */
  name: string;
  /** Absolute path of the file. */
  path: string;
  /** The body's bytes. */
  bytes: Buffer;
}

/**
 * Lists the bodies that must be rejected, sorted by name. The files are read once per process;
 * each call returns new objects with their own copy of the bytes, so changing what one call
 * returned never changes what the next one gets.
 *
 * @example
 * ```ts
 * import { listInvalidBodies } from '@designhooks/schemas';
 * for (const bad of listInvalidBodies()) console.log(bad.name);
 * ```
 */
export function listInvalidBodies(): InvalidBody[] {
  return storedBodies('invalid').map(({ name, path, bytes }) => ({
    name,
    path,
    bytes: Buffer.from(bytes),
  }));
}
