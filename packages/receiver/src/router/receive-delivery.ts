import { readHeader } from '../adapters/read-header.ts';
import { BodyReadError, ReceiverError } from '../errors.ts';
import { checkRequest } from './check-request.ts';
import { receiveBody } from './receive-body.ts';
import { failedResult } from './receive-result.ts';
import type { ReceiverState } from './receiver-state.ts';
import type { ReceiveInput, ReceiveResult } from './types.ts';

/**
 * `receive` without the promise when none is needed: request checks, the body (read with the
 * limit when the input has `readBody`), then `receiveBody`. Returns the result itself when
 * every step was synchronous, else a promise of it; never throws and never rejects.
 *
 * @example
 * ```ts
 * import { receiveDelivery } from './receive-delivery.ts'; // internal; receive() wraps it
 * import { createReceiverState } from './receiver-state.ts';
 * receiveDelivery(createReceiverState(), { body: 'not json', headers: {} }); // { status: 400, ... }
 * ```
 */
export function receiveDelivery(
  state: ReceiverState,
  input: ReceiveInput,
): ReceiveResult | Promise<ReceiveResult> {
  try {
    checkRequest(input.method, readHeader(input.headers, 'content-type'));
  } catch (thrown) {
    return failedResult(state, thrown);
  }
  if ('body' in input) return receiveBody(state, input, input.body);
  return readBody(input, state.maxBodyBytes).then(
    (body) => receiveBody(state, input, body),
    (thrown: unknown) => failedResult(state, thrown),
  );
}

async function readBody(
  input: { readBody(limit: number): Promise<Uint8Array | string> },
  limit: number,
) {
  try {
    return await input.readBody(limit);
  } catch (error) {
    throw error instanceof ReceiverError ? error : new BodyReadError({ cause: error });
  }
}
