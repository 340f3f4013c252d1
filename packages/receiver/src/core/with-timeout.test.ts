import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout.ts';

const slow = () => new Error('slow');

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles like the promise when it settles first, and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 1_000, slow)).resolves.toBe(7);
    const failure = new Error('failed');
    await expect(withTimeout(Promise.reject(failure), 1_000, slow)).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with onTimeout()'s error once the time passed first, not before", async () => {
    vi.useFakeTimers();
    const timeout = new Error('timed out');
    const onTimeout = vi.fn(() => timeout);
    const outcome = withTimeout(new Promise<number>(() => {}), 1_000, onTimeout).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(timeout);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never keeps a node process alive: its timer is unref-ed', async () => {
    const unref = vi.spyOn(globalThis, 'setTimeout');
    const pending = withTimeout(new Promise<void>(() => {}), 60_000, slow);
    const timer = unref.mock.results[0]!.value as NodeJS.Timeout;
    unref.mockRestore();
    expect(timer.hasRef()).toBe(false);
    clearTimeout(timer);
    void pending.catch(() => {});
  });

  it('a rejection after the timeout is not an unhandled rejection', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      let reject!: (error: Error) => void;
      const late = new Promise<never>((_, r) => (reject = r));
      const outcome = withTimeout(late, 10, slow).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10);
      expect(await outcome).toEqual(new Error('slow'));
      reject(new Error('late'));
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
