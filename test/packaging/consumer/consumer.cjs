// An integrator's CommonJS app, run with plain `node consumer.cjs`: the ESM-only packages load
// through require() (Node 20.19+). A signed fixture through fetchHandler, through nodeHandler and
// through the express middleware on real loopback servers; an invalid body through each; then
// every entry point of every package required (none may use top-level await). Prints one JSON line.
const { once } = require('node:events');
const { createServer } = require('node:http');
const { createReceiver } = require('@designhooks/receiver');
const { expressMiddleware } = require('@designhooks/receiver/express');
const { fetchHandler } = require('@designhooks/receiver/fetch');
const { nodeHandler } = require('@designhooks/receiver/node');
const { fixture, signedRequest } = require('@designhooks/testing');

const secret = 'consumer-signing-key';
const handled = [];
const receiver = createReceiver({ secret });
receiver.on('project.updated', (delivery) => void handled.push(delivery.data.object.name));

const valid = (name) => fixture('project.updated', { data: { object: { name } } });
const invalid = fixture('project.updated', { data: { object: { name: 42 } } }); // name must be a string

/** POSTs a valid and an invalid signed delivery to a loopback server running `listener`. */
async function overHttp(listener, name) {
  const server = createServer(listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${server.address().port}/webhooks`;
  try {
    return [
      (await fetch(signedRequest(valid(name), { secret, url }))).status,
      (await fetch(signedRequest(invalid, { secret, url }))).status,
    ];
  } finally {
    server.close();
  }
}

/** Every entry point every installed @designhooks package exports, each loaded with require(). */
function requireEveryEntryPoint() {
  const loaded = [];
  for (const name of Object.keys(require('./package.json').dependencies)) {
    const { exports } = require(`${name}/package.json`);
    for (const subpath of Object.keys(exports)) {
      if (subpath.includes('*') || subpath.endsWith('.json')) continue;
      const specifier = `${name}${subpath.slice(1)}`;
      if (Object.keys(require(specifier)).length > 0) loaded.push(specifier);
    }
  }
  return loaded;
}

async function main() {
  const viaFetch = fetchHandler(receiver);
  const fetchOk = (await viaFetch(signedRequest(valid('via fetchHandler'), { secret }))).status;
  const fetchInvalid = (await viaFetch(signedRequest(invalid, { secret }))).status;
  const [nodeOk, nodeInvalid] = await overHttp(nodeHandler(receiver), 'via nodeHandler');
  const [expressOk, expressInvalid] = await overHttp(
    expressMiddleware(receiver),
    'via expressMiddleware',
  );
  const required = requireEveryEntryPoint();
  console.log(
    JSON.stringify({
      fetchOk,
      fetchInvalid,
      nodeOk,
      nodeInvalid,
      expressOk,
      expressInvalid,
      handled,
      required,
    }),
  );
}

main();
