export { zodSchemaFor } from './delivery/zod-schema-for.ts';
export { deliverySchemas, type DeliverySchemas } from './delivery/delivery-schemas.ts';
