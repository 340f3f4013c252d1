// A local HTTPS receiver built on the SDK (createReceiver + nodeHandler), run as its own process
// for bench/harness-send.bench.ts so that the client under test never shares its event loop.
// Prints one JSON line {"port","caFile"} when listening on 127.0.0.1; exits when stdin closes.
import { createServer } from 'node:https';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { listenOnLoopback, quietLogger, selfSignedCertificate } from '@designhooks/test-support';

const secret = process.argv[2] ?? 'bench-key';
const { cert, key, caFile } = await selfSignedCertificate();
let received = 0;
const receiver = createReceiver({ secret, logger: quietLogger });
receiver.onAny(() => {
  received += 1;
});
const server = createServer({ cert, key }, nodeHandler(receiver));
const port = await listenOnLoopback(server);
process.stdout.write(`${JSON.stringify({ port, caFile })}\n`);
// Each line on stdin asks for the counters: deliveries handled and CPU time used so far.
process.stdin.on('data', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ received, cpuMs: (user + system) / 1000 })}\n`);
});
process.stdin.on('end', () => process.exit(0));
