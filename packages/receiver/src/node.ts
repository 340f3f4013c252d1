export { nodeHandler } from './http/node/node-handler.ts';
export { readNodeBody } from './http/node/read-node-body.ts';
export { handle } from './http/handle.ts';
export { toHttpAnswer, type HttpAnswer } from './http/to-http-answer.ts';
