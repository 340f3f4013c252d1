// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 3.
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { fixture, serializeDelivery, signedHeaders, signedRequest } from '@designhooks/testing';

const POST = fetchHandler(createReceiver({ secret: 'test-key' }));
const response = await POST(signedRequest(fixture('branch.created'), { secret: 'test-key' }));
console.log(response.status); // 200

const body = serializeDelivery(fixture('comment.deleted'));
const headers = signedHeaders(body, 'test-key');
// e.g. with supertest: request(app).post('/webhooks').set(headers).send(body)
console.log(headers['Abstract-Webhooks-Signature']);

export {};
