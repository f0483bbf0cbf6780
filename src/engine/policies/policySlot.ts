/**
 * The resource-based policy of one table or stream, and how a change to it settles, as AWS documents
 * it (API_PutResourcePolicy.html, API_GetResourcePolicy.html, rbac-considerations.html) and as a
 * 2026 lab measured it (ack-api-quirks dynamodb DDB-TABLE-205–209, 213, 244–248, 346, 348):
 *
 * - A RevisionId is the change's time in epoch milliseconds, increasing; putting an equivalent
 *   document again (same canonical form) changes nothing and answers the current RevisionId.
 * - A change is applied in the background: GetResourcePolicy keeps answering the previous state
 *   (or PolicyNotFoundException) for about 1.5 s on AWS — the engine's status delay here — and any
 *   other change meanwhile is a ResourceInUseException, as is DeleteTable.
 * - After that, further changes are refused for the rest of 15 s from the change, with a
 *   ThrottlingException that names the moment they are allowed again (a fixed 15 s, as on AWS).
 * - A DeleteResourcePolicy answers the RevisionId of the policy it removed; a later one, with nothing
 *   left to remove, the RevisionId of the deletion itself (a tombstone), or nothing if there never
 *   was a policy.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, stillInUse } from '../errors.ts';
import type { PolicyDocument, PolicyStatement } from './policyDocument.ts';
import { watchForDenies } from './explicitDeny.ts';

export const POLICY_COOLDOWN_MS = 15_000;
/** `ExpectedRevisionId` that asks for a put only when the resource has no policy. */
export const NO_POLICY = 'NO_POLICY';

export interface StoredPolicy {
  readonly text: string;
  readonly versionGiven: boolean;
  readonly revisionId: string;
  /** Whether its Conditions read policy variables (policyDocument.ts). */
  readonly variables: boolean;
  /** The canonical statements, for enforcing its explicit denies (explicitDeny.ts). */
  readonly statements: readonly PolicyStatement[];
}

export interface PolicySlot {
  current?: StoredPolicy;
  /** While the last change settles (until `settlesAt`), what GetResourcePolicy still shows. */
  shown?: StoredPolicy;
  settlesAt?: number;
  /** The last change, for the cooldown. */
  changedAt?: number;
  /** The RevisionId of the last deletion, answered by a DeleteResourcePolicy with nothing to delete. */
  tombstone?: string;
}

/** What a policy belongs to, as messages name it: "table orders", "stream 2026-12-03T06:14:37.000". */
export interface PolicyOwner {
  kind: 'table' | 'stream';
  /** The table's name, or the stream's label. */
  name: string;
}

export const policyNotFound = (detail: string) =>
  new DynamoDBError(
    'PolicyNotFoundException',
    `Resource-based policy not found for the provided ResourceArn: ${detail}`,
  );

/** The policy GetResourcePolicy reads: the previous one while a change settles. */
export function visiblePolicy(engine: Engine, slot: PolicySlot): StoredPolicy | undefined {
  return slot.settlesAt !== undefined && engine.now() < slot.settlesAt ? slot.shown : slot.current;
}

export function readPolicy(engine: Engine, slot: PolicySlot | undefined, arn: string): StoredPolicy {
  const policy = slot && visiblePolicy(engine, slot);
  if (!policy) throw policyNotFound(arn);
  return policy;
}

/** Whether a change is still being applied (DeleteTable waits for it). */
export function policyPending(engine: Engine, slot: PolicySlot | undefined): boolean {
  return slot?.settlesAt !== undefined && engine.now() < slot.settlesAt;
}

/**
 * PutResourcePolicy on the slot: answers the RevisionId. The expected revision is checked first, then
 * whether the document changes anything, then whether a change is allowed yet.
 */
export function putPolicy(
  engine: Engine,
  slot: PolicySlot,
  owner: PolicyOwner,
  document: PolicyDocument,
  expectedRevisionId: string | undefined,
): string {
  checkExpectedRevision(slot, owner, expectedRevisionId, true);
  const current = slot.current;
  if (current && samePolicy(current, document)) return current.revisionId;
  checkChangeAllowed(engine, slot, owner);
  const revisionId = nextRevision(engine, slot);
  changeTo(engine, slot, storedPolicy(engine, document, revisionId));
  return revisionId;
}

/** Whether `document` is the stored policy again: the same canonical form, and a Version given alike. */
export function samePolicy(stored: StoredPolicy, document: PolicyDocument): boolean {
  return stored.text === document.text && stored.versionGiven === document.versionGiven;
}

/** DeleteResourcePolicy on the slot: the RevisionId to answer, if any. */
export function deletePolicy(
  engine: Engine,
  slot: PolicySlot,
  owner: PolicyOwner,
  expectedRevisionId: string | undefined,
): string | undefined {
  checkExpectedRevision(slot, owner, expectedRevisionId, false);
  const removed = slot.current;
  if (!removed) return slot.tombstone;
  checkChangeAllowed(engine, slot, owner);
  slot.tombstone = nextRevision(engine, slot);
  changeTo(engine, slot, undefined);
  return removed.revisionId;
}

/** The policy a table is created with: in place from the start, its RevisionId the creation time. */
export function initialPolicy(engine: Engine, document: PolicyDocument): PolicySlot {
  return {
    current: storedPolicy(engine, document, String(engine.now())),
  };
}

/** A document as kept; one with a Deny makes the engine start enforcing denies. */
export function storedPolicy(
  engine: Engine,
  document: PolicyDocument,
  revisionId: string,
  versionGiven = document.versionGiven,
): StoredPolicy {
  watchForDenies(engine, document.statements);
  const { text, variables, statements } = document;
  return { text, versionGiven, revisionId, variables, statements };
}

function checkExpectedRevision(
  slot: PolicySlot,
  owner: PolicyOwner,
  expected: string | undefined,
  isPut: boolean,
): void {
  if (expected === undefined) return;
  const current = slot.current;
  if (expected === NO_POLICY && isPut) {
    if (!current) return;
    throw policyNotFound(
      `Requested policy update expecting none to be present for ${owner.kind} ${owner.name}, but a policy exists with revision id ${current.revisionId}.`,
    );
  }
  if (!current) {
    throw policyNotFound(
      `Requested update for policy with revision id ${expected}, but ${owner.kind} ${owner.name} has no associated policy.`,
    );
  }
  if (current.revisionId !== expected) {
    throw policyNotFound(
      `Requested update for policy with revision id ${expected}, but the policy associated to target ${owner.kind} ${owner.name} has revision id ${current.revisionId}.`,
    );
  }
}

function checkChangeAllowed(engine: Engine, slot: PolicySlot, owner: PolicyOwner): void {
  const kind = owner.kind === 'table' ? 'Table' : 'Stream';
  if (policyPending(engine, slot)) {
    throw stillInUse(`${kind} is pending previous resource-based policy update: ${owner.name}`);
  }
  const changedAt = slot.changedAt;
  if (changedAt !== undefined && engine.now() < changedAt + POLICY_COOLDOWN_MS) {
    const after = new Date(changedAt + POLICY_COOLDOWN_MS).toISOString();
    throw new DynamoDBError(
      'ThrottlingException',
      `Resource-based policy for ${owner.kind} ${owner.name} modified within the previous ${POLICY_COOLDOWN_MS} milliseconds. Please try again after ${after}.`,
    );
  }
}

function changeTo(engine: Engine, slot: PolicySlot, next: StoredPolicy | undefined): void {
  const now = engine.now();
  slot.shown = slot.current;
  slot.current = next;
  slot.changedAt = now;
  slot.settlesAt = now + engine.tableStatusDelayMs;
}

/** The change's time in epoch ms, kept above every RevisionId the slot has had. */
function nextRevision(engine: Engine, slot: PolicySlot): string {
  const last = Math.max(Number(slot.current?.revisionId ?? 0), Number(slot.tombstone ?? 0));
  return String(Math.max(Math.floor(engine.now()), last + 1));
}
