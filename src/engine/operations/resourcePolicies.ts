/**
 * PutResourcePolicy, GetResourcePolicy and DeleteResourcePolicy on a table or one of its streams.
 * The policy is kept and read back as DynamoDB keeps it (policies/); of what it says, only explicit
 * denies concern the sandbox's one caller, the account's root user (policies/explicitDeny.ts).
 *
 * The policy backend knows a table a while into its creation, as the other side services do, and
 * lets go of it early in its deletion (2026 lab: ResourceNotFoundException for the first 1–2 s of
 * CREATING; reads but no changes while DELETING; ack-api-quirks dynamodb DDB-TABLE-233, 234, 236, 374).
 */
import type { Engine } from '../engine.ts';
import { resourceNotFound, stillInUse } from '../errors.ts';
import { parsePolicyDocument } from '../policies/policyDocument.ts';
import {
  deletePolicy,
  putPolicy,
  readPolicy,
  type PolicyOwner,
  type PolicySlot,
} from '../policies/policySlot.ts';
import type { Table } from '../storage/table.ts';
import { findStream } from '../streams/streamRegistry.ts';
import {
  parsePolicyArn,
  validateDeleteResourcePolicy,
  validateGetResourcePolicy,
  validatePutResourcePolicy,
} from '../validation/resourcePolicy.ts';
import { unknownToSideServices } from './tableArrival.ts';
import { forgottenWhileDeleting } from './tableDeparture.ts';

interface PolicyTarget {
  owner: PolicyOwner;
  slot(): PolicySlot | undefined;
  /** The slot, made on first use. */
  writableSlot(): PolicySlot;
}

export function putResourcePolicy(engine: Engine, body: object) {
  const request = validatePutResourcePolicy(body);
  const target = policyTarget(engine, request.ResourceArn, true);
  const document = parsePolicyDocument(request.Policy, {
    kind: target.owner.kind,
    partition: engine.partition,
  });
  const slot = target.writableSlot();
  return { RevisionId: putPolicy(engine, slot, target.owner, document, request.ExpectedRevisionId) };
}

export function getResourcePolicy(engine: Engine, body: object) {
  const request = validateGetResourcePolicy(body);
  const target = policyTarget(engine, request.ResourceArn, false);
  const policy = readPolicy(engine, target.slot(), request.ResourceArn);
  return { Policy: policy.text, RevisionId: policy.revisionId };
}

export function deleteResourcePolicy(engine: Engine, body: object) {
  const request = validateDeleteResourcePolicy(body);
  const target = policyTarget(engine, request.ResourceArn, true);
  const revisionId = deletePolicy(engine, target.writableSlot(), target.owner, request.ExpectedRevisionId);
  return revisionId === undefined ? {} : { RevisionId: revisionId };
}

function policyTarget(engine: Engine, arn: string, changes: boolean): PolicyTarget {
  const { tableName, streamLabel } = parsePolicyArn(arn, engine);
  const table = engine.tables.get(tableName);
  if (!table || unknownToSideServices(engine, table) || forgottenWhileDeleting(engine, table)) {
    throw resourceNotFound(`Requested resource not found: Table: ${tableName} not found`);
  }
  if (changes && table.status === 'DELETING') throw stillInUse(`Table is being deleted: ${table.name}`);
  if (streamLabel === undefined) return tableTarget(table);
  const stream = findStream(engine, arn);
  if (!stream || stream.table !== table) {
    throw resourceNotFound(
      `Requested resource not found: Stream: ${streamLabel} not found for Table: ${tableName}`,
    );
  }
  return {
    owner: { kind: 'stream', name: streamLabel },
    slot: () => stream.policy,
    writableSlot: () => (stream.policy ??= {}),
  };
}

function tableTarget(table: Table): PolicyTarget {
  return {
    owner: { kind: 'table', name: table.name },
    slot: () => table.resourcePolicy,
    writableSlot: () => (table.resourcePolicy ??= {}),
  };
}
