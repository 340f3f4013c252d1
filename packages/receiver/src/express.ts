export { expressMiddleware, type ExpressLikeRequest } from './http/express/express-middleware.ts';
