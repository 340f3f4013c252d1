// generated, do not edit: run `npm run generate`
// Source: schemas/ (scripts/generate/drift-check-code.ts), the drift table of drift-table.ts as code.
import { shapeBit } from '../value-shape.ts';

/**
 * Whether a parsed delivery of `event` carries anything the contract does not know (see
 * `Drift`); false for an event the contract does not know. Recursive: a comment's parent chain
 * thousands deep throws a RangeError, which the caller treats as "walk it".
 */
export function hasDrift(event: string, delivery: unknown): boolean {
  switch (event) {
    case 'project.created':
      return d7(delivery);
    case 'project.updated':
      return d9(delivery);
    case 'project.deleted':
      return d11(delivery);
    case 'branch.created':
      return d15(delivery);
    case 'branch.updated':
      return d17(delivery);
    case 'branch.statusUpdated':
      return d19(delivery);
    case 'commits.created':
      return d25(delivery);
    case 'comment.created':
      return d30(delivery);
    case 'comment.updated':
      return d32(delivery);
    case 'comment.deleted':
      return d34(delivery);
    default:
      return false;
  }
}

function d1(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'about':
        case 'archivedAt':
        case 'deletedAt':
        case 'description':
        case 'sectionId':
          if ((shapeBit(item) & 7) === 0) return true;
          break;
        case 'assetAutoGeneration':
          if ((shapeBit(item) & 4) === 0 || d2(item)) return true;
          break;
        case 'color':
        case 'createdAt':
        case 'id':
        case 'name':
        case 'objectType':
        case 'organizationId':
        case 'repoCreatedAt':
        case 'updatedAt':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'createdByUser':
          if ((shapeBit(item) & 64) === 0 || d3(item)) return true;
          break;
        case 'firstPushedAt':
          if ((shapeBit(item) & 5) === 0) return true;
          break;
        case 'isNew':
          if ((shapeBit(item) & 16) === 0) return true;
          break;
        case 'pushedAt':
          if ((shapeBit(item) & 6) === 0) return true;
          break;
        case 'sizeInBytes':
          if ((shapeBit(item) & 8) === 0) return true;
          break;
        case 'type':
          if ((shapeBit(item) & 4) === 0 || d4(item)) return true;
          break;
        case 'visibility':
          if ((shapeBit(item) & 4) === 0 || d5(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d2(value: unknown): boolean {
  return typeof value === 'string' && value !== 'all' && value !== 'master' && value !== 'off';
}

function d3(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'avatarUrl':
          if ((shapeBit(item) & 6) === 0) return true;
          break;
        case 'createdAt':
        case 'email':
        case 'id':
        case 'lastActiveAt':
        case 'name':
        case 'objectType':
        case 'primaryEmailId':
        case 'updatedAt':
        case 'username':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'deletedAt':
          if ((shapeBit(item) & 1) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d4(value: unknown): boolean {
  return typeof value === 'string' && value !== 'cloud';
}

function d5(value: unknown): boolean {
  return typeof value === 'string' && value !== 'organization' && value !== 'specific';
}

function d6(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d1(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d7(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d6(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d8(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d1(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 64) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d9(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d8(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d10(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d1(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d11(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d10(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d12(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'head':
        case 'id':
        case 'name':
        case 'objectType':
        case 'projectId':
        case 'updatedAt':
        case 'userId':
        case 'userName':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'description':
        case 'mergeSha':
        case 'mergedIntoBranchId':
          if ((shapeBit(item) & 7) === 0) return true;
          break;
        case 'divergedFromBranchId':
          if ((shapeBit(item) & 3) === 0) return true;
          break;
        case 'parent':
        case 'startedAtSha':
          if ((shapeBit(item) & 6) === 0) return true;
          break;
        case 'status':
          if ((shapeBit(item) & 4) === 0 || d13(item)) return true;
          break;
        case 'user':
          if ((shapeBit(item) & 64) === 0 || d3(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d13(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value !== 'active' &&
    value !== 'wip' &&
    value !== 'feedback' &&
    value !== 'review' &&
    value !== 'merged' &&
    value !== 'archived' &&
    value !== 'deleted' &&
    value !== 'diverged'
  );
}

function d14(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d12(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d15(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d14(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d16(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d12(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d17(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d16(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d18(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d12(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 64) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d19(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d18(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d20(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'branch':
          if ((shapeBit(item) & 64) === 0 || d12(item)) return true;
          break;
        case 'commits':
          if ((shapeBit(item) & 32) === 0 || d23(item)) return true;
          break;
        case 'objectType':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d21(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'description':
          if ((shapeBit(item) & 2) === 0) return true;
          break;
        case 'destinationBranchId':
        case 'destinationBranchName':
        case 'sourceBranchId':
        case 'sourceBranchName':
        case 'userEmail':
          if ((shapeBit(item) & 6) === 0) return true;
          break;
        case 'fileIds':
        case 'parents':
          if ((shapeBit(item) & 32) === 0) return true;
          break;
        case 'objectType':
        case 'projectId':
        case 'sha':
        case 'time':
        case 'title':
        case 'userId':
        case 'userName':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'type':
          if ((shapeBit(item) & 4) === 0 || d22(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d22(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value !== 'PROJECT_CREATED' &&
    value !== 'FILE_ADDED' &&
    value !== 'FILE_RENAMED' &&
    value !== 'FILE_DELETED' &&
    value !== 'FILE_REPLACED' &&
    value !== 'FILE_UPGRADED' &&
    value !== 'LIBRARY_ADDED' &&
    value !== 'LIBRARY_REMOVED' &&
    value !== 'RESTORE' &&
    value !== 'UPDATE' &&
    value !== 'MERGE' &&
    value !== 'NORMAL'
  );
}

function d23(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) if (d21(value[index])) return true;
  }
  return false;
}

function d24(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d20(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d25(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d24(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d26(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'annotation':
          if ((shapeBit(item) & 71) === 0 || d27(item)) return true;
          break;
        case 'body':
        case 'branchId':
        case 'branchName':
        case 'createdAt':
        case 'id':
        case 'objectType':
        case 'projectId':
        case 'publishedAt':
        case 'updatedAt':
        case 'userId':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'commenter':
          if ((shapeBit(item) & 64) === 0 || d3(item)) return true;
          break;
        case 'commitSha':
        case 'deletedAt':
        case 'fileId':
        case 'fileName':
        case 'file_type':
        case 'layerId':
        case 'layerName':
        case 'pageId':
        case 'page_name':
        case 'reviewId':
          if ((shapeBit(item) & 7) === 0) return true;
          break;
        case 'editedAt':
          if ((shapeBit(item) & 6) === 0) return true;
          break;
        case 'parent':
          if ((shapeBit(item) & 64) === 0 || d26(item)) return true;
          break;
        case 'parentId':
          if ((shapeBit(item) & 2) === 0) return true;
          break;
        case 'replyIds':
          if ((shapeBit(item) & 32) === 0) return true;
          break;
        case 'reviewStatus':
          if ((shapeBit(item) & 7) === 0 || d28(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d27(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'editing':
          if ((shapeBit(item) & 16) === 0) return true;
          break;
        case 'height':
        case 'number':
        case 'scale':
        case 'width':
        case 'x':
        case 'y':
          if ((shapeBit(item) & 8) === 0) return true;
          break;
        case 'id':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d28(value: unknown): boolean {
  return (
    typeof value === 'string' && value !== '' && value !== 'REQUESTED' && value !== 'REJECTED' && value !== 'APPROVED'
  );
}

function d29(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d26(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d30(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d29(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d31(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d26(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d32(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d31(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d33(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'object':
          if ((shapeBit(item) & 64) === 0 || d26(item)) return true;
          break;
        case 'changes':
          if ((shapeBit(item) & 0) === 0) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}

function d34(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      switch (key) {
        case 'createdAt':
        case 'event':
          if ((shapeBit(item) & 4) === 0) return true;
          break;
        case 'data':
          if ((shapeBit(item) & 64) === 0 || d33(item)) return true;
          break;
        default:
          return true;
      }
    }
  }
  return false;
}
