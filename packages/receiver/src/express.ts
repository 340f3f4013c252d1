export { expressMiddleware, type ExpressLikeRequest } from './adapters/express.ts';
