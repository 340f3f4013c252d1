import type { EventName } from '@designhooks/types';
import { eventNames, fixture, serializeDelivery } from '@designhooks/testing';
import { sha256 } from './sha256.ts';

/** One delivery body as the platform sends it (Go-encoded), with its event and digest. */
export interface TestDelivery {
  event: EventName;
  body: string;
  digest: string;
}

/**
 * `count` distinct deliveries cycling through all ten events; each has its own `createdAt`
 * second (from `startMs`), so no two bodies are equal.
 */
export function distinctDeliveries(count: number, startMs = Date.UTC(2026, 2, 1)): TestDelivery[] {
  const events = eventNames;
  return Array.from({ length: count }, (_, i) => {
    const event = events[i % events.length]!;
    const body = serializeDelivery(
      fixture(event, undefined, { createdAt: new Date(startMs + i * 1000) }),
    );
    return { event, body, digest: sha256(body) };
  });
}

/**
 * The deliveries plus byte-for-byte repeats (the platform's retries) of every `repeatEvery`-th
 * one, in a shuffled order (a fixed seed: the same order every run).
 */
export function withRepeats(distinct: TestDelivery[], repeatEvery: number): TestDelivery[] {
  const all = [...distinct, ...distinct.filter((_, i) => i % repeatEvery === 0)];
  let seed = 15;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inPool<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
