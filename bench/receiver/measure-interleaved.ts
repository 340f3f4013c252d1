// Shared by the receiver's benchmarks: time several contenders side by side, interleaved round
// by round so that drift on a shared, noisy machine hits all of them alike; report medians.

/** One contender: a name and one operation (sync or async). */
export interface Contender {
  name: string;
  run: () => unknown;
  /** Operations per batch for this contender (a slow one needs fewer); default `batch`. */
  batch?: number;
}

/** Median cost of one operation of each contender, in microseconds. */
export type Timings = Map<string, number>;

/**
 * Runs each contender in batches of `batch` operations, `rounds` times, interleaved, after a
 * warm-up round, and returns each contender's median time per operation in µs.
 */
export async function measureInterleaved(
  contenders: Contender[],
  options: { rounds?: number; batch?: number } = {},
): Promise<Timings> {
  const samples = await sampleInterleaved(contenders, options);
  return new Map([...samples].map(([name, values]) => [name, median(values)]));
}

/** Each contender's time per operation in µs, one figure per round, in round order. */
export type Samples = Map<string, number[]>;

/**
 * What `measureInterleaved` measures, round by round: for comparisons finer than the spread
 * between rounds (`pairedRatio`). Every other round runs the contenders in reverse order, so
 * that none always runs right after the same neighbour.
 */
export async function sampleInterleaved(
  contenders: Contender[],
  options: { rounds?: number; batch?: number } = {},
): Promise<Samples> {
  const { rounds = 15, batch = 2000 } = options;
  const samples: Samples = new Map(contenders.map((c) => [c.name, []]));
  const reversed = [...contenders].reverse();
  for (let round = -2; round < rounds; round++) {
    for (const contender of round % 2 === 0 ? contenders : reversed) {
      const size = contender.batch ?? batch;
      const started = process.hrtime.bigint();
      for (let i = 0; i < size; i++) {
        const returned = contender.run();
        if (returned instanceof Promise) await returned;
      }
      const micros = Number(process.hrtime.bigint() - started) / 1000 / size;
      if (round >= 0) samples.get(contender.name)!.push(micros);
    }
  }
  return samples;
}

/**
 * The median, over rounds, of `name`'s time over `base`'s in the same round. Why: the machine's
 * speed drifts between rounds more than two contenders differ; a ratio taken within each round
 * cancels the drift that a ratio of two medians keeps.
 */
export function pairedRatio(samples: Samples, name: string, base: string): number {
  const over = samples.get(base)!;
  return median(samples.get(name)!.map((value, round) => value / over[round]!));
}

/** The median of some figures (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Formats µs with two decimals below 100, none above. */
export function micros(value: number): string {
  return value < 100 ? value.toFixed(2) : value.toFixed(0);
}

/** Formats a ratio as `1.23×`. */
export function ratio(value: number): string {
  return `${value.toFixed(2)}×`;
}
