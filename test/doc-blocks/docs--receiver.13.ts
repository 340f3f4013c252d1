// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 13.
import { deliverySchemas, zodSchemaFor } from '@designhooks/receiver/zod';

const ProjectUpdated = zodSchemaFor('project.updated');
const parsed = ProjectUpdated.safeParse({ event: 'project.updated' });
console.log(parsed.success, deliverySchemas['comment.created'] !== undefined); // false true

export {};
