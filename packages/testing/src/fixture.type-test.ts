// Compile-only: `npm run typecheck` proves the types of the kit. Nothing here runs.
import type { BranchStatusUpdatedEvent, EventName, ProjectUpdatedEvent } from '@designhooks/types';
import type fc from 'fast-check';
import { arbitrary } from './arbitrary.ts';
import { fixture } from './fixture.ts';
import { fixtures } from './fixtures.ts';
import type { Overrides } from './overrides.ts';

export function typeTests(): void {
  // The return type is the event's delivery type.
  const updated: ProjectUpdatedEvent = fixture('project.updated');
  const status: BranchStatusUpdatedEvent = fixture('branch.statusUpdated', {
    data: { changes: { status: ['wip', 'merged'] } },
  });
  // @ts-expect-error a branch event is not a project event
  const wrong: ProjectUpdatedEvent = fixture('branch.created');

  // Deep overrides of fields that exist compile, with their own types.
  fixture('project.updated', {
    data: { object: { name: 'Icons v2', about: null, createdByUser: { name: 'Kim' } } },
  });
  fixture('commits.created', { data: { object: { branch: { status: 'merged' } } } });
  fixture('comment.created', { data: { object: { reviewStatus: 'APPROVED', replyIds: ['a'] } } });

  // @ts-expect-error a field that does not exist is a type error
  fixture('project.updated', { data: { object: { nmae: 'typo' } } });
  // @ts-expect-error nor at the top level
  fixture('project.updated', { id: 'deliveries carry no id' });
  // @ts-expect-error a value of the wrong type is a type error
  fixture('project.updated', { data: { object: { isNew: 'yes' } } });
  // a status outside the known values is accepted (the platform types it as any string) ...
  fixture('branch.updated', { data: { object: { status: 'shipped' } } });
  // @ts-expect-error ... but it is still a string
  fixture('branch.updated', { data: { object: { status: 3 } } });
  // @ts-expect-error the event of a delivery cannot be swapped by an override
  fixture('project.updated', { event: 'project.deleted' });
  // @ts-expect-error an unknown event name does not compile
  fixture('project.renamed');
  // @ts-expect-error a comment field on a project event does not compile
  fixture('project.updated', { data: { object: { body: 'comment text' } } });

  // fixtures() and arbitrary() are typed the same way.
  const many: BranchStatusUpdatedEvent[] = fixtures('branch.statusUpdated').map((f) => f.delivery);
  const random: fc.Arbitrary<ProjectUpdatedEvent> = arbitrary('project.updated');
  // @ts-expect-error arbitrary of one event is not an arbitrary of another
  const mixed: fc.Arbitrary<ProjectUpdatedEvent> = arbitrary('comment.created');

  // A generic event still gives the mapped type.
  const generic = <E extends EventName>(event: E) => fixture(event).event satisfies EventName;
  const override: Overrides<ProjectUpdatedEvent> = { data: { object: { color: '#fff' } } };
  void [updated, status, wrong, many, random, mixed, generic, override];
}
