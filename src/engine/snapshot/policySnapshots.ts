/**
 * A table's resource-based policy in a snapshot: the document as GetResourcePolicy shows it and its
 * RevisionId, so a reload reads back the same policy. A change still settling is saved as settled,
 * and the 15-second cooldown is not kept (a reload starts without one).
 */
import { parsePolicyDocument } from '../policies/policyDocument.ts';
import { storedPolicy, type PolicySlot } from '../policies/policySlot.ts';
import type { Engine } from '../engine.ts';
import { checked, flag, object, optional, text } from './snapshotReader.ts';

export interface PolicySnapshot {
  policy: string;
  revisionId: string;
  /** Present (false) when the document was given without a Version. */
  versionGiven?: false;
}

export function savedPolicy(slot: PolicySlot | undefined): PolicySnapshot | undefined {
  const current = slot?.current;
  if (!current) return undefined;
  const saved: PolicySnapshot = { policy: current.text, revisionId: current.revisionId };
  if (!current.versionGiven) saved.versionGiven = false;
  return saved;
}

/** A saved policy, checked as PutResourcePolicy checks one; undefined when none was saved. */
export function readPolicy(engine: Engine, value: unknown, path: string): PolicySlot | undefined {
  return optional(value, (saved) => {
    const fields = object(saved, path);
    const document = checked(`${path}.policy`, () =>
      parsePolicyDocument(text(fields.policy, `${path}.policy`), {
        kind: 'table',
        partition: engine.partition,
      }),
    );
    const revisionId = text(fields.revisionId, `${path}.revisionId`);
    const versionGiven =
      optional(fields.versionGiven, (given) => flag(given, `${path}.versionGiven`)) ?? true;
    return { current: storedPolicy(engine, document, revisionId, versionGiven) };
  });
}
