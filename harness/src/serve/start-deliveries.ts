import type { SendSettings } from '../delivery/deliver-and-record.ts';
import type { DeliveryRecord } from '../store/delivery-table.ts';

/** Starts deliveries with these settings; calls `expect(n)` once it knows how many will start. */
export type DeliveryWork = (
  settings: SendSettings,
  expect: (count: number) => void,
) => Promise<unknown>;

/**
 * Runs delivery work (a ping, a redelivery, a trigger's fan-out) and resolves with the record of
 * each delivery's first attempt as soon as all of them are recorded, while retries go on in the
 * background under the harness's retry policy. `track` receives the whole work, so shutdown can
 * wait for it or abort it; a failure before any attempt (unknown id) rejects.
 *
 * @example
 * ```ts
 * const [first] = await startDeliveries(settings, (s, expect) => (expect(1), testWebhook(store, id, {}, s)), inFlight.track);
 * first?.id; // 'dl_…'
 * ```
 */
export async function startDeliveries(
  settings: SendSettings,
  work: DeliveryWork,
  track: (running: Promise<unknown>) => void,
): Promise<DeliveryRecord[]> {
  const firsts: DeliveryRecord[] = [];
  let expected: number | undefined;
  let started!: () => void;
  const allStarted = new Promise<void>((resolve) => (started = resolve));
  const check = (): void => {
    if (expected !== undefined && firsts.length >= expected) started();
  };
  const running = work(
    {
      ...settings,
      onAttempt: (report, record) => {
        if (record && report.attempt === 1) firsts.push(record);
        check();
        settings.onAttempt?.(report, record);
      },
    },
    (count) => {
      expected = count;
      check();
    },
  );
  track(running.catch(() => undefined));
  await Promise.race([allStarted, running]);
  return firsts;
}
