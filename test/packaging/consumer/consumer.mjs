// An integrator's ESM app, run with plain `node consumer.mjs` (no loader) from a project that
// installed the packed tarballs: a signed fixture through fetchHandler, and through nodeHandler
// on a real loopback server; an invalid body through both. Prints one JSON line.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { fixture, signedRequest } from '@designhooks/testing';

const secret = 'consumer-signing-key';
const handled = [];
const receiver = createReceiver({ secret });
receiver.on('project.updated', (delivery) => void handled.push(delivery.data.object.name));

const valid = (name) => fixture('project.updated', { data: { object: { name } } });
const invalid = fixture('project.updated', { data: { object: { name: 42 } } }); // name must be a string

const viaFetch = fetchHandler(receiver);
const fetchOk = (await viaFetch(signedRequest(valid('via fetchHandler'), { secret }))).status;
const fetchInvalid = (await viaFetch(signedRequest(invalid, { secret }))).status;

const server = createServer(nodeHandler(receiver)).listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${server.address().port}/webhooks`;
const nodeOk = (await fetch(signedRequest(valid('via nodeHandler'), { secret, url }))).status;
const nodeInvalid = (await fetch(signedRequest(invalid, { secret, url }))).status;
server.close();

console.log(JSON.stringify({ fetchOk, fetchInvalid, nodeOk, nodeInvalid, handled }));
