export { fetchHandler } from './adapters/fetch.ts';
export { readWebBody } from './adapters/read-web-body.ts';
