import { relative } from 'node:path';
import { UsageError } from '../../../errors.ts';
import { startServeServer } from '../../../serve/start-serve-server.ts';
import type { CommandContext } from '../../command-context.ts';
import { withStore } from '../../open-cli-store.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import { waitForStop } from '../../wait-for-stop.ts';
import type { ServeOptions } from './serve-command.ts';
import { readToken } from '../../options/read-secret.ts';

/** A bearer token as RFC 6750 writes one (token68), of a sane length. */
const TOKEN = /^[A-Za-z0-9._~+/-]{8,256}=*$/;

/**
 * `designhooks serve`: start the platform server on the command's store, print where it is
 * and its token (or one JSON line), and on Ctrl-C / SIGTERM stop and exit 0.
 *
 * @example
 * ```ts
 * process.exitCode = await run(context); // designhooks serve --port 0
 * ```
 */
export async function run(
  context: CommandContext<ServeOptions>,
  stop?: Promise<unknown>,
): Promise<number> {
  const { options: o, out, err } = context;
  const token = readToken(o);
  if (token !== undefined && !TOKEN.test(token)) {
    throw new UsageError(
      '--token must be 8 to 256 characters of letters, digits and . _ ~ + / - (a bearer token; the same for --token-file and $DESIGNHOOKS_TOKEN)',
    );
  }
  const settings = sendSettingsFrom(o, err);
  return withStore(context, async (store) => {
    const server = await startServeServer({
      store,
      port: o.port,
      host: o.host,
      token,
      settings,
      encoding: o.encoding,
    });
    const stopped = stop ?? waitForStop(err);
    const tokenShown =
      token === undefined
        ? server.token
        : '(the one given with --token, --token-file or $DESIGNHOOKS_TOKEN)';
    if (o.json) {
      out(
        `${JSON.stringify({
          type: 'serving',
          url: server.url,
          token: server.token,
          pageUrl: server.pageUrl,
          organizationId: server.organizationId,
          openapiUrl: `${server.url}/openapi.json`,
          storeFile: store.file,
          pid: process.pid,
        })}\n`,
      );
    } else {
      const rows: Array<[string, string]> = [
        ['API', `${server.url}  (abstract-sdk: new Client({ apiUrl, accessToken: token }))`],
        ['token', tokenShown],
        ['settings', `${server.pageUrl}  (open in a browser)`],
        ['organization', `${server.organizationId}  (default; any organization UUID works)`],
        ['OpenAPI', `${server.url}/openapi.json`],
        ['store', display(store.file)],
      ];
      const width = Math.max(...rows.map(([name]) => name.length));
      out(
        `designhooks serve\n${rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n')}\nCtrl-C to stop.\n`,
      );
    }
    const signal = await stopped;
    if (!o.json)
      err(
        `\n${typeof signal === 'string' ? signal : 'stop'}: stopping; pending retries are abandoned\n`,
      );
    await server.close();
    return 0;
  });
}

function display(file: string): string {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') ? file : path;
}
