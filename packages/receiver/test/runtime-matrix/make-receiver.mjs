// Shared by every runtime's runner: one receiver, as a user sets it up, that counts its
// handler calls so the test sees deliveries were routed, not only answered.
export const SECRET = 'runtime-matrix-secret';
export const LIMIT_BYTES = 64 * 1024;

export function makeReceiver(createReceiver) {
  const calls = [];
  const receiver = createReceiver({
    secret: SECRET,
    maxBodyBytes: LIMIT_BYTES,
    logger: { warn() {}, error() {} },
  });
  receiver.onAny((delivery) => void calls.push(delivery.event));
  receiver.onUnknown((delivery) => void calls.push(`unknown ${delivery.event}`));
  return { receiver, calls };
}
