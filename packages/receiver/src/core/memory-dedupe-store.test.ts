import { describe, expect, it } from 'vitest';
import { memoryDedupeStore } from './memory-dedupe-store.ts';

describe('memoryDedupeStore', () => {
  it('adds a key once, and again after delete', () => {
    const store = memoryDedupeStore();
    expect(store.add('a')).toBe(true);
    expect(store.add('a')).toBe(false);
    store.delete('a');
    expect(store.add('a')).toBe(true);
  });

  it('evicts the least recently seen key beyond maxEntries', () => {
    const store = memoryDedupeStore({ maxEntries: 2 });
    store.add('a');
    store.add('b');
    expect(store.add('a')).toBe(false); // a is now the most recent
    store.add('c'); // evicts b
    expect(store.add('a')).toBe(false);
    expect(store.add('b')).toBe(true);
  });
});
