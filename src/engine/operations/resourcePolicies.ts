/**
 * PutResourcePolicy, GetResourcePolicy and DeleteResourcePolicy on a table or one of its streams.
 * The policy is kept and read back as DynamoDB keeps it (policies/); of what it says, only explicit
 * denies concern the sandbox's one caller, the account's root user (policies/explicitDeny.ts).
 *
 * The policy backend knows a table a while into its creation, as the other side services do, and
 * late into its deletion (2026 lab, ack-api-quirks dynamodb DDB-TABLE-233, 234, 236, 374, 455:
 * ResourceNotFoundException for the first 1–2 s of CREATING; while DELETING, for about 6 s there,
 * reads go on, an identical re-Put is still answered for the first 1.6 s, any other change is a
 * ResourceInUseException, and the table is forgotten about a second before DescribeTable forgets it).
 */
import type { Engine } from '../engine.ts';
import { resourceNotFound, stillInUse } from '../errors.ts';
import { parsePolicyDocument } from '../policies/policyDocument.ts';
import { checkSelfLockout } from '../policies/selfLockout.ts';
import {
  deletePolicy,
  policyNotFound,
  putPolicy,
  readPolicy,
  samePolicy,
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
import { forgottenWhileDeleting, policiesForgotten } from './tableDeparture.ts';

interface PolicyTarget {
  owner: PolicyOwner & { tableName: string };
  /** While the table is DELETING: early (an identical re-Put is still answered) or late. */
  deleting?: 'early' | 'late';
  slot(): PolicySlot | undefined;
  /** The slot, made on first use. */
  writableSlot(): PolicySlot;
}

export function putResourcePolicy(engine: Engine, body: object) {
  const request = validatePutResourcePolicy(body);
  const target = policyTarget(engine, request.ResourceArn);
  const document = parsePolicyDocument(request.Policy, {
    kind: target.owner.kind,
    partition: engine.partition,
  });
  checkSelfLockout(engine, document, request.ResourceArn, request.ConfirmRemoveSelfResourceAccess);
  const slot = target.writableSlot();
  if (target.deleting) {
    const current = slot.current;
    if (target.deleting === 'early' && current && samePolicy(current, document)) {
      return { RevisionId: current.revisionId };
    }
    throw stillInUse(`Table is being deleted: ${target.owner.tableName}`);
  }
  return { RevisionId: putPolicy(engine, slot, target.owner, document, request.ExpectedRevisionId) };
}

export function getResourcePolicy(engine: Engine, body: object) {
  const request = validateGetResourcePolicy(body);
  const { tableName, streamLabel } = parsePolicyArn(request.ResourceArn, engine);
  // A deleted table's stream stays readable for a day, but has no policy: AWS answered a read by its
  // ARN with PolicyNotFoundException, while the table's own ARN was not found (ack-api-quirks
  // dynamodb DDB-TABLE-214). Only the read was recorded; a change by that ARN stays not found.
  if (streamLabel !== undefined && !engine.tables.has(tableName) && findStream(engine, request.ResourceArn)) {
    throw policyNotFound(request.ResourceArn);
  }
  const target = policyTarget(engine, request.ResourceArn);
  const policy = readPolicy(engine, target.slot(), request.ResourceArn);
  return { Policy: policy.text, RevisionId: policy.revisionId };
}

export function deleteResourcePolicy(engine: Engine, body: object) {
  const request = validateDeleteResourcePolicy(body);
  const target = policyTarget(engine, request.ResourceArn);
  if (target.deleting) throw stillInUse(`Table is being deleted: ${target.owner.tableName}`);
  const revisionId = deletePolicy(engine, target.writableSlot(), target.owner, request.ExpectedRevisionId);
  return revisionId === undefined ? {} : { RevisionId: revisionId };
}

function policyTarget(engine: Engine, arn: string): PolicyTarget {
  const { tableName, streamLabel } = parsePolicyArn(arn, engine);
  const table = engine.tables.get(tableName);
  if (!table || unknownToSideServices(engine, table) || policiesForgotten(engine, table)) {
    throw resourceNotFound(`Requested resource not found: Table: ${tableName} not found`);
  }
  const deleting =
    table.status !== 'DELETING' ? undefined : forgottenWhileDeleting(engine, table) ? 'late' : 'early';
  if (streamLabel === undefined) return { ...tableTarget(table), deleting };
  const stream = findStream(engine, arn);
  if (!stream || stream.table !== table) {
    throw resourceNotFound(
      `Requested resource not found: Stream: ${streamLabel} not found for Table: ${tableName}`,
    );
  }
  return {
    owner: { kind: 'stream', name: streamLabel, tableName },
    slot: () => stream.policy,
    writableSlot: () => (stream.policy ??= {}),
    deleting,
  };
}

function tableTarget(table: Table): PolicyTarget {
  return {
    owner: { kind: 'table', name: table.name, tableName: table.name },
    slot: () => table.resourcePolicy,
    writableSlot: () => (table.resourcePolicy ??= {}),
  };
}
