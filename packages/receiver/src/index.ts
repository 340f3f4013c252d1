export { sign } from './signature/sign.ts';
