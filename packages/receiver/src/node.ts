export {
  nodeHandler,
  readNodeBody,
  type NodeRequest,
  type NodeResponse,
} from './http/node/node-handler.ts';
export { handle, toHttpAnswer, type HttpAnswer } from './http/to-http-answer.ts';
