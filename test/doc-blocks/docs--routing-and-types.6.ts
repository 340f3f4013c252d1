// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 6.
import type { Branch } from '@designhooks/types';

function label(status: Branch['status']): string {
  switch (status) {
    case 'merged':
      return 'merged';
    case 'wip':
    case 'review':
      return 'in progress';
    default:
      return `other (${status})`; // 'archived', 'diverged', ... or a status the platform added since
  }
}

export {};
