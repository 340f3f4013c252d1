import { detectDrift, validateDelivery, type Drift } from '@designhooks/receiver';

/** What one body is, for the contract. */
export type Verdict = 'valid' | 'drifted' | 'invalid';

/** Verdict of `designhooks validate` on one body: which event, every failing rule, the drift. */
export interface BodyValidation {
  /** True when the schema accepts the body (valid or drifted). */
  valid: boolean;
  /** `valid`: accepted and fully known; `drifted`: accepted, with drift; `invalid`: rejected. */
  verdict: Verdict;
  /** The body's `event` field when it has one. */
  event: string | undefined;
  /** One line per failing rule: `/data/object/color: must be a hex color starting with #`. */
  problems: string[];
  /** What the body carries that the contract does not know (empty unless `drifted`). */
  drift: Drift[];
}

/**
 * Is this body a valid delivery? Parses it as JSON and checks it against its event's schema
 * with the receiver SDK's validator (the same one receivers run), listing every failing rule;
 * a body the schema accepts is then checked for drift with the SDK's `detectDrift`.
 *
 * @example
 * ```ts
 * await validateBody(readFixture('project.updated')); // { valid: true, verdict: 'valid', event: 'project.updated', problems: [], drift: [] }
 * (await validateBody(Buffer.from('{"event":"project.updated"}'))).problems;
 * // ['/createdAt: is required', '/data: is required']
 * ```
 */
export async function validateBody(bytes: Uint8Array): Promise<BodyValidation> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    return {
      valid: false,
      verdict: 'invalid',
      event: undefined,
      problems: [`body is not JSON: ${(error as Error).message}`],
      drift: [],
    };
  }
  const event =
    typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : undefined;
  const result = await validateDelivery(value);
  const drift = result.ok ? [...detectDrift(value)] : [];
  return {
    valid: result.ok,
    verdict: !result.ok ? 'invalid' : drift.length > 0 ? 'drifted' : 'valid',
    event: typeof event === 'string' ? event : undefined,
    problems: result.ok
      ? []
      : result.issues.map((issue) => `${issue.path || '/'}: ${issue.message}`),
    drift,
  };
}
