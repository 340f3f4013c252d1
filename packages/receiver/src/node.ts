export { nodeHandler } from './adapters/node.ts';
export { readNodeBody } from './adapters/read-node-body.ts';
export { handle } from './adapters/handle.ts';
export { toHttpAnswer, type HttpAnswer } from './adapters/to-http-answer.ts';
