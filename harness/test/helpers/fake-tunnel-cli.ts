// Runs `designhooks listen` or `designhooks tunnel` (their real actions) with an injected tunnel
// provider, for tests on a machine without internet. The fake "public URL" is a loopback TCP
// proxy to the address the command asked to expose, so requests through it reach exactly what
// a real tunnel would reach. Prints {"type":"fake-tunnel-closed"} when the command closes it.
// Usage: node --import tsx fake-tunnel-cli.ts <listen|tunnel> <options as JSON> <state dir>
import { connect, createServer, type Socket } from 'node:net';
import type { CommandContext } from '../../src/cli/command-context.ts';
import type { ListenOptions } from '../../src/cli/commands/listen/listen-command.ts';
import type { TunnelOptions } from '../../src/cli/commands/tunnel/tunnel-command.ts';
import type { TunnelProvider } from '../../src/tunnel/tunnel-provider.ts';
import { listenOnLoopback } from '@designhooks/test-support';

const [command, optionsJson, stateDir] = process.argv.slice(2);

const fakeProvider: TunnelProvider = {
  name: 'fake-tunnel',
  tokenVariable: 'NGROK_AUTHTOKEN',
  async open({ addr, authtoken }) {
    const target = new URL(addr);
    const sockets = new Set<Socket>();
    const proxy = createServer((inbound) => {
      const outbound = connect(Number(target.port), target.hostname);
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    const port = await listenOnLoopback(proxy);
    process.stdout.write(`${JSON.stringify({ type: 'fake-tunnel-opened', addr, authtoken })}\n`);
    return {
      url: `http://127.0.0.1:${port}`,
      async close() {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => proxy.close(resolve));
        process.stdout.write(`${JSON.stringify({ type: 'fake-tunnel-closed' })}\n`);
      },
    };
  },
};

const context: CommandContext<ListenOptions & TunnelOptions> = {
  path: [command!],
  args: [],
  options: JSON.parse(optionsJson!),
  stateDirFlag: stateDir,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: (async function* () {})(),
};
const action =
  command === 'listen'
    ? await import('../../src/cli/commands/listen/listen-action.ts')
    : await import('../../src/cli/commands/tunnel/tunnel-action.ts');
// Errors are reported the way the CLI's main() reports them: one line, the error's exit code.
try {
  process.exitCode = await action.run(context, { tunnelProvider: fakeProvider });
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = (error as { exitCode?: number }).exitCode ?? 1;
}
