const UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/**
 * A byte count as a limit is written in the docs and in every message that names one: the
 * largest binary unit it is a whole number of, else bytes.
 *
 * @example
 * ```ts
 * describeBytes(5 * 1024 * 1024); // '5 MiB'
 * describeBytes(1024 ** 4); // '1024 GiB'
 * describeBytes(1500); // '1500 bytes'
 * ```
 */
export function describeBytes(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}
