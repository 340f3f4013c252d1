export { fetchHandler } from './http/web/fetch-handler.ts';
export { readWebBody } from './http/web/read-web-body.ts';
