export { nodeHandler } from './adapters/node.ts';
export { readNodeBody } from './adapters/read-node-body.ts';
export { handle, type HttpAnswer } from './adapters/handle.ts';
