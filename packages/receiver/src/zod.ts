export { zodSchemaFor } from './contract/zod-schema-for.ts';
export { deliverySchemas, type DeliverySchemas } from './contract/delivery-schemas.ts';
