/**
 * Global-table request members the sandbox does not simulate, refused as a whole after the shape
 * check, with a message that names them. Ignoring such a member (as unknown members are ignored)
 * would carry out the rest of the request as if it had been applied — a CreateTable with
 * GlobalTableSourceArn made a plain Regional table. Replicas in one account, in both consistency
 * modes (MREC and MRSC), are simulated (globalTables/), disassociating one included
 * (globalTables/replicaDisassociation.ts).
 *
 * - Multi-account global tables (V2globaltables_MA_HowItWorks.html; API_CreateTable.html
 *   GlobalTableSourceArn, "The Amazon Resource Name (ARN) of the source table used for the creation
 *   of a multi-account global table"): the sandbox's global tables are in one account.
 */
import { validation } from '../errors.ts';

const ONE_ACCOUNT = 'its global tables are in one account.';

/** Members refused by name, with why. */
const CREATE_TABLE: readonly (readonly [string, string])[] = [['GlobalTableSourceArn', ONE_ACCOUNT]];
const UPDATE_TABLE: readonly (readonly [string, string])[] = [
  ['MultiAccountReplicaReady', ONE_ACCOUNT],
  ['ReplicaTransitRoleArn', ONE_ACCOUNT],
];

function refuseNamed(body: object, members: readonly (readonly [string, string])[]): void {
  const given = body as Record<string, unknown>;
  const named = members.find(([member]) => given[member] != null);
  if (named !== undefined) throw validation(`Dynamo Sandbox does not simulate ${named[0]}: ${named[1]}`);
}

export function rejectUnsimulatedCreateTableMembers(body: object): void {
  refuseNamed(body, CREATE_TABLE);
}

export function rejectUnsimulatedUpdateTableMembers(body: object): void {
  refuseNamed(body, UPDATE_TABLE);
}
