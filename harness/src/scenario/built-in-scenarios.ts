import type { Scenario } from './scenario.ts';

/**
 * The scenarios that ship with the harness, by name (`designhooks scenario list`): a project's
 * life, a branch reviewed and merged, a comment thread, a big push and a busy day. Each is data
 * in the scenario format (docs/scenarios.md) and valid against its schema.
 *
 * @example
 * ```ts
 * Object.keys(BUILT_IN_SCENARIOS); // ['project-lifecycle', 'branch-review-and-merge', ...]
 * BUILT_IN_SCENARIOS['big-push']!.description;
 * ```
 */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, Scenario>> = Object.freeze({
  'project-lifecycle': {
    name: 'project-lifecycle',
    description:
      'A project is created, renamed, gets a branch and a push, is updated twice (the last update delivered twice) and deleted.',
    steps: [
      { action: 'createProject' },
      { action: 'updateProject' },
      { action: 'createBranch' },
      { action: 'pushCommits', commits: 3 },
      { action: 'updateProject', description: 'Icons for the 2026 rebrand' },
      { wait: '1h' },
      { duplicate: true, steps: [{ action: 'updateProject', name: 'Brand Icons (archived)' }] },
      { action: 'deleteProject' },
    ],
  },
  'branch-review-and-merge': {
    name: 'branch-review-and-merge',
    description:
      'A branch is pushed, asked for feedback, discussed and put up for review; the approval and the merge arrive out of order; then a burst of five pushes to a new branch.',
    steps: [
      { action: 'createProject' },
      { action: 'createBranch', name: 'icon-refresh' },
      { action: 'pushCommits', commits: 5 },
      { action: 'setBranchStatus', status: 'feedback' },
      { action: 'comment', body: 'Can we try a lighter stroke on the search icon?' },
      { action: 'reply', body: 'Done, pushed a 1.5px version.' },
      { action: 'pushCommits', commits: 2 },
      { action: 'setBranchStatus', status: 'review' },
      { wait: '30m' },
      {
        reorder: true,
        steps: [
          { action: 'comment', body: 'Approved, ship it.' },
          { action: 'setBranchStatus', status: 'merged' },
        ],
      },
      { action: 'createBranch', name: 'follow-up' },
      { burst: 5, steps: [{ repeat: 5, steps: [{ action: 'pushCommits', commits: 1 }] }] },
    ],
  },
  'comment-thread': {
    name: 'comment-thread',
    description:
      'A thread on a branch: a reply arrives before its parent, another reply with <, > and & (Go-escaped), an edit, a manual redelivery, and a deletion.',
    steps: [
      { action: 'createProject' },
      { action: 'createBranch' },
      { action: 'pushCommits', commits: 1 },
      {
        reorder: true,
        steps: [
          { action: 'comment', body: 'Can we try a lighter stroke on the search icon?' },
          { action: 'reply', body: 'On it.' },
        ],
      },
      { action: 'reply', body: 'Use <Icon> here & keep the 24px grid?' },
      { action: 'editComment', body: 'Use <Icon> here & keep the 24px grid, please.' },
      { redeliver: 2 },
      { action: 'deleteComment' },
    ],
  },
  'big-push': {
    name: 'big-push',
    description: '1,000 commits pushed to one branch in 20 pushes of 50, two minutes apart.',
    steps: [
      { action: 'createProject' },
      { action: 'createBranch' },
      { repeat: 20, steps: [{ action: 'pushCommits', commits: 50 }, { wait: '2m' }] },
    ],
  },
  'busy-day': {
    name: 'busy-day',
    description:
      '1,000 events across 5 projects and the 8 users of the organization: branches pushed, discussed, reviewed and merged.',
    steps: [
      {
        repeat: 5,
        steps: [
          { action: 'createProject' },
          { action: 'updateProject' },
          {
            repeat: 4,
            steps: [
              { action: 'createBranch' },
              { action: 'updateBranch' },
              {
                repeat: 10,
                steps: [
                  { action: 'pushCommits', commits: 2 },
                  { action: 'comment' },
                  { action: 'reply' },
                  { action: 'editComment' },
                  { wait: '1m' },
                ],
              },
              { action: 'setBranchStatus', status: 'feedback' },
              { action: 'pushCommits', commits: 3 },
              { action: 'reply' },
              { action: 'setBranchStatus', status: 'review' },
              { action: 'comment', body: 'Approved, ship it.' },
              { action: 'deleteComment' },
              { action: 'setBranchStatus', status: 'merged' },
              { wait: '5m' },
            ],
          },
          { action: 'comment' },
          { action: 'reply' },
          { wait: '10m' },
        ],
      },
    ],
  },
});
