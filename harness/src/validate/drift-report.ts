import type { Drift } from '@designhooks/receiver';
import type { SourcedBody } from './read-delivery-bodies.ts';
import { previewDrift } from '../text/bounded-json.ts';
import { validateBody, type BodyValidation, type Verdict } from './validate-body.ts';

/** Disjoint counts: every delivery is exactly one of valid, drifted, invalid. */
export interface VerdictCounts {
  valid: number;
  drifted: number;
  invalid: number;
}

/** One checked delivery of a report. */
export interface ReportedDelivery {
  /** Where it came from: a file, `received.jsonl:12 (record …)`, `stdin`. */
  source: string;
  /** Its `event`, or null when it has none. */
  event: string | null;
  verdict: Verdict;
  /** Failing rules (`/path: message`) of an invalid delivery. */
  problems: string[];
  /** Paths, kinds and values the contract does not know, for a drifted delivery (a value over 256 JSON characters or 16 levels as its cut preview, `valueTruncated: true`). */
  drift: Array<Drift | (Drift & { value: string; valueTruncated: true })>;
}

/**
 * What `designhooks validate` prints with `--json`: the counts, the counts per event (a body
 * without an event counts under `(none)`), and every delivery with its problems or drift.
 */
export interface DriftReport extends VerdictCounts {
  byEvent: Record<string, VerdictCounts>;
  deliveries: ReportedDelivery[];
}

/**
 * Checks every body (see `validateBody`) and sums the verdicts overall and per event.
 *
 * @example
 * ```ts
 * const report = await driftReport(readDeliveryBodies('.designhooks/received.jsonl'));
 * report.byEvent['branch.statusUpdated']; // { valid: 3, drifted: 1, invalid: 0 }
 * ```
 */
export async function driftReport(
  bodies: AsyncIterable<SourcedBody> | Iterable<SourcedBody>,
): Promise<DriftReport> {
  const report: DriftReport = { valid: 0, drifted: 0, invalid: 0, byEvent: {}, deliveries: [] };
  for await (const { source, bytes, unread } of bodies) {
    const result = unread === undefined ? await validateBody(bytes) : notRead(unread);
    const event = result.event ?? null;
    const counts = (report.byEvent[event ?? '(none)'] ??= { valid: 0, drifted: 0, invalid: 0 });
    counts[result.verdict] += 1;
    report[result.verdict] += 1;
    report.deliveries.push({
      source,
      event,
      verdict: result.verdict,
      problems: result.problems,
      drift: result.drift.map((entry) => previewDrift(entry)),
    });
  }
  return report;
}

function notRead(why: string): BodyValidation {
  return { valid: false, verdict: 'invalid', event: undefined, problems: [why], drift: [] };
}
