// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 12.
import { validateDelivery } from '@designhooks/receiver';

const result = await validateDelivery({ createdAt: '2020-01-01T00:00:00Z', event: 'project.updated', data: {} });
if (!result.ok) {
  for (const issue of result.issues) console.log(`${issue.path}: ${issue.message}`); // /data/object: is required
}

export {};
