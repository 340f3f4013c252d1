import { validateDelivery } from '@designhooks/receiver';

/** Verdict of `designhooks validate`: which event, and every failing rule by JSON pointer. */
export interface BodyValidation {
  valid: boolean;
  /** The body's `event` field when it has one. */
  event: string | undefined;
  /** One line per failing rule: `/data/object/color: must match pattern "^#"`. */
  problems: string[];
}

/**
 * Is this body a valid delivery? Parses it as JSON and checks it against its event's schema
 * with the receiver SDK's validator (the same one receivers run), listing every failing rule.
 *
 * @example
 * ```ts
 * await validateBody(readFixture('project.updated')); // { valid: true, event: 'project.updated', problems: [] }
 * (await validateBody(Buffer.from('{"event":"project.updated"}'))).problems;
 * // ['/createdAt: is required', '/data: is required']
 * ```
 */
export async function validateBody(bytes: Uint8Array): Promise<BodyValidation> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    return { valid: false, event: undefined, problems: [`body is not JSON: ${(error as Error).message}`] };
  }
  const event = typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : undefined;
  const result = await validateDelivery(value);
  return {
    valid: result.ok,
    event: typeof event === 'string' ? event : undefined,
    problems: result.ok ? [] : result.issues.map((issue) => `${issue.path || '/'}: ${issue.message}`),
  };
}
