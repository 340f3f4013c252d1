import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { deliveryCommands, sendCommand } from './delivery-commands.ts';
import { shellQuote } from './shell-quote.ts';

const context = {
  webhookUrl: 'http://127.0.0.1:4000/webhooks',
  inspectorUrl: 'http://127.0.0.1:4000',
  caFile: null,
  secretSet: true,
  service: 'Abstract',
};

describe('deliveryCommands', () => {
  it('builds a curl command whose body survives the shell byte-exact', () => {
    const body = `{"name":"it's <b> & \\u003c é 漢字","x":"$HOME \`id\`"}`;
    const record = testRecord(
      {
        headers: [
          ['Content-Type', 'application/json'],
          ['Host', 'x'],
          ['Abstract-Webhooks-Signature', 'ab12'],
        ],
      },
      body,
    );
    const { curl } = deliveryCommands(record, context);
    expect(curl).toContain(`-H 'Abstract-Webhooks-Signature: ab12'`);
    expect(curl).not.toContain('Host:');
    // Let a real shell parse the command and print the --data-binary argument back.
    const argument = curl.slice(curl.indexOf('--data-binary ') + '--data-binary '.length);
    const echoed = execFileSync('sh', ['-c', `printf %s ${argument}`]);
    expect(echoed.equals(Buffer.from(body))).toBe(true);
  });

  it('pipes bodies that cannot be inlined from the body endpoint', () => {
    const record = testRecord({ id: 'z9' }, '@file');
    expect(deliveryCommands(record, context).curl).toMatch(
      /^curl -sS http:\/\/127\.0\.0\.1:4000\/api\/deliveries\/z9\/body \| curl .* --data-binary @-$/,
    );
  });

  it('builds a designhooks send command with the right flags', () => {
    const record = testRecord({ id: 'a1', event: 'project.updated' });
    const { send } = deliveryCommands(record, {
      ...context,
      webhookUrl: 'https://127.0.0.1:4000/webhooks',
      caFile: '.designhooks/tls/listener-cert.pem',
    });
    expect(send).toBe(
      'curl -sS -o delivery-a1.json http://127.0.0.1:4000/api/deliveries/a1/body && ' +
        'DESIGNHOOKS_SECRET="$SIGNING_KEY" designhooks send project.updated ' +
        '--url https://127.0.0.1:4000/webhooks --fixture ./delivery-a1.json --keep-created-at ' +
        '--ca .designhooks/tls/listener-cert.pem',
    );
    const unsigned = deliveryCommands(record, { ...context, secretSet: false }).send;
    expect(unsigned).toContain('--allow-http');
    expect(unsigned).toContain('&& designhooks send project.updated');
    expect(deliveryCommands(testRecord({ event: null }), context).send).toBeNull();
  });

  it("the empty state's send command: the same flags, the service when not the default, paths quoted", () => {
    expect(sendCommand(context, 'project.updated')).toBe(
      'DESIGNHOOKS_SECRET="$SIGNING_KEY" designhooks send project.updated --url http://127.0.0.1:4000/webhooks --allow-http',
    );
    expect(
      sendCommand(
        { ...context, secretSet: false, service: 'Acme', caFile: '/tmp/my certs/ca.pem' },
        'project.updated',
      ),
    ).toBe(
      "designhooks send project.updated --url http://127.0.0.1:4000/webhooks --service Acme --allow-http --ca '/tmp/my certs/ca.pem'",
    );
  });

  it('quotes for the shell', () => {
    expect(shellQuote('/a/b')).toBe('/a/b');
    expect(shellQuote("a'b c")).toBe(`'a'\\''b c'`);
  });
});
