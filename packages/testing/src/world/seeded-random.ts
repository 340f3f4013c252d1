/** A deterministic source of random choices: the same seed gives the same sequence. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** A version-4 UUID, lowercase. */
  uuid(): string;
  /** `length` lowercase hex digits (40 for a commit SHA). */
  hex(length: number): string;
  /** A new array with the items in a seeded random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * A seeded pseudo-random generator (mulberry32, 32-bit state): reproducible worlds, scenario
 * duplicates and reorderings. Not for secrets.
 *
 * @example
 * ```ts
 * import { seededRandom } from '@designhooks/testing';
 * const random = seededRandom(42);
 * random.uuid(); // the same UUID for seed 42, every time
 * random.shuffle([1, 2, 3]); // a seeded order
 * ```
 */
export function seededRandom(seed: number): SeededRandom {
  // fold any number (negative, fractional, beyond 2^32) into a 32-bit state
  let state = (Math.floor(Math.abs(seed)) % 0x1_0000_0000) ^ 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number): string => {
    let out = '';
    while (out.length < length) out += int(0, 0xffff).toString(16).padStart(4, '0');
    return out.slice(0, length);
  };
  return {
    next,
    int,
    hex,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
    uuid() {
      const h = hex(32);
      const variant = ((int(0, 15) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
