// Compile-only: `npm run typecheck` proves `{ lambda }` takes handlers as integrators type them
// with @types/aws-lambda, for either payload format. Nothing here runs.
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventV2,
  APIGatewayProxyResult,
  APIGatewayProxyResultV2,
  Context,
} from 'aws-lambda';
import type { LambdaTarget } from './call-lambda-handler.ts';

declare const httpApi: (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;
declare const restApi: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
declare const untyped: (event: unknown) => Promise<{ statusCode: number }>;
declare const notALambda: (request: Request) => Promise<Response>;

export function typeTests(): LambdaTarget[] {
  return [
    { lambda: httpApi },
    { lambda: restApi, payload: '1.0', base64: true },
    { lambda: untyped },
    // @ts-expect-error a fetch handler takes a Request, not API Gateway's event
    { lambda: notALambda },
    // @ts-expect-error the payload formats are 1.0 and 2.0
    { lambda: httpApi, payload: '3.0' },
  ];
}
