import type { BranchStatus, ProjectChanges } from '@designhooks/testing';
import type { EventName } from '@designhooks/types';

/** A world action as a scenario step: the action's name and its parameters beside it. */
export type ActionStep =
  | { action: 'createProject'; name?: string }
  | ({ action: 'updateProject'; projectId?: string } & ProjectChanges)
  | { action: 'deleteProject'; projectId?: string }
  | { action: 'createBranch'; projectId?: string; name?: string }
  | { action: 'updateBranch'; branchId?: string; name?: string; description?: string }
  | { action: 'setBranchStatus'; branchId?: string; status: BranchStatus }
  | { action: 'pushCommits'; branchId?: string; commits?: number }
  | { action: 'comment'; branchId?: string; body?: string; commitSha?: string }
  | { action: 'reply'; commentId?: string; body?: string }
  | { action: 'editComment'; commentId?: string; body?: string }
  | { action: 'deleteComment'; commentId?: string };

/**
 * One step of a scenario file (docs/scenarios.md; the JSON Schema is
 * `@designhooks/harness/scenario.schema.json`): a world action, a raw event (a fixture with
 * dot-path overrides), a wait on the world's clock, a repeat, or delivery behaviour the platform
 * may show around nested steps (duplicate, reorder, burst) or a redelivery of an earlier one.
 */
export type ScenarioStep =
  | ActionStep
  | { event: EventName; fixture?: string; set?: Record<string, unknown> }
  | { wait: string }
  | { repeat: number; steps: ScenarioStep[] }
  | { duplicate: boolean | number; steps: ScenarioStep[] }
  | { reorder: true | number; steps: ScenarioStep[] }
  | { burst: number; steps: ScenarioStep[] }
  | { redeliver: number };

/** A scenario: optional name and description, and its steps. */
export interface Scenario {
  name?: string;
  description?: string;
  steps: ScenarioStep[];
}
