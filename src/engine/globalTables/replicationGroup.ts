/**
 * A global table (version 2019.11.21, multi-Region eventual consistency): one ordinary table per
 * Region, called replicas, sharing a name, a key schema and the items. Each member table points at
 * the group it belongs to (Table.replication); the group knows every member's status, where its
 * table is, and the write stamps that settle conflicts (replication.ts).
 *
 * What DescribeTable shows of it, as a 2026 lab recorded against AWS (ack-api-quirks dynamodb
 * DDB-TABLE-201, 226, 228, 229, 231): `GlobalTableVersion`, `Replicas` — the *other* Regions, never
 * the one asked, in the order they joined — and `GlobalTableSettingsReplicationMode`. A replica
 * being removed shows `Replicas: []` and no version in its own Region; once no other replica is
 * left, the table shows none of these members again (its stream stays on).
 */
import { describeThroughput } from '../capacity/throughputDescription.ts';
import { onDemandOverride } from './replicaOverrides.ts';
import type { Engine } from '../engine.ts';
import { resourceInUse } from '../errors.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';

const GLOBAL_TABLE_VERSION = '2019.11.21';
const SETTINGS_REPLICATION = 'ENABLED_WITH_OVERRIDES';

export type ReplicaStatus = 'CREATING' | 'ACTIVE' | 'DELETING';

/**
 * The group's consistency mode, chosen when it is created and fixed afterwards: EVENTUAL (MREC, this
 * file and replication.ts) or STRONG (MRSC, strongGroups.ts and strongWrites.ts).
 */
export type MultiRegionConsistency = 'EVENTUAL' | 'STRONG';

/**
 * An MRSC group's witness: a Region that takes part in the quorum and holds no table of the
 * customer's (DescribeTable there finds nothing). Its status follows the replicas' (WitnessStatus).
 */
export interface Witness {
  readonly region: string;
  status: ReplicaStatus;
  listed: boolean;
}

/**
 * When and where an item was last written in the group: the later write wins everywhere. Writes in
 * the same millisecond are ordered by `seq`, the group's count of writes, so no two stamps are equal.
 */
export interface WriteStamp {
  readonly at: number;
  readonly region: string;
  readonly seq: number;
}

/** A write on its way to a replica (replication.ts). */
export interface InFlightWrite {
  readonly to: ReplicaMember;
  readonly key: EncodedKey;
  /** The item as written; undefined for a delete. */
  readonly item: StoredItem | undefined;
  /** The item it replaced where it was written (a delete's key is read from it in snapshots). */
  readonly old: StoredItem | undefined;
  readonly stamp: WriteStamp;
}

export interface ReplicaMember {
  readonly region: string;
  readonly engine: Engine;
  /** Unset during a new replica's first moments, before its table exists in its Region. */
  table: Table | undefined;
  status: ReplicaStatus;
  /** Whether the other Regions list it yet: a new replica shows up a moment after the Create. */
  listed: boolean;
  /** The Region whose endpoint added this replica, and when (the 24-hour rule, replicaChecks.ts). */
  source?: { region: string; at: number };
  /** The newest write stamp of each item key (keyId) this replica has seen. */
  readonly stamps: Map<string, WriteStamp>;
  /**
   * MREC only: whether a Disassociate action is refused (DisassociationProtectionEnabled; on for
   * every new replica, globaltables-disassociate.html). Each replica's own.
   */
  disassociationProtection: boolean;
  /**
   * Set while the replica is being disassociated (replicaDisassociation.ts): `waiting` while writes
   * still flow both ways, `detached` once it sends and takes no new ones, until those already on
   * their way have arrived and it leaves the group.
   */
  disassociating?: 'waiting' | 'detached';
}

export type ActiveReplica = ReplicaMember & { table: Table };

export class ReplicationGroup {
  /** In the order the replicas joined. */
  readonly members = new Map<string, ReplicaMember>();
  /** A replica is being added or removed: a group takes one such change at a time. */
  changing = false;
  /** Set while a replicated write is applied, so that the write is not sent on again. */
  applying = false;
  /** Writes sent and not arrived yet, with when each arrives (epoch ms). */
  readonly inFlight = new Map<InFlightWrite, number>();
  /** The next write's `seq` (WriteStamp). */
  seq = 0;
  consistency: MultiRegionConsistency = 'EVENTUAL';
  /** MRSC only: the third Region, when the group has two replicas. */
  witness: Witness | undefined;
  /**
   * MRSC only: the items a write is still being confirmed for in another Region, by key (keyId),
   * with the Region that wrote them and the moment the confirmation ends (strongWrites.ts).
   */
  readonly strongWrites = new Map<string, { region: string; until: number }>();

  constructor(readonly tableName: string) {}

  addMember(engine: Engine, table: Table | undefined, status: ReplicaStatus): ReplicaMember {
    const member: ReplicaMember = {
      region: engine.region,
      engine,
      table,
      status,
      listed: status !== 'CREATING',
      stamps: new Map(),
      disassociationProtection: true,
    };
    this.members.set(engine.region, member);
    if (table) table.replication = this;
    return member;
  }

  /** Members other than `region`'s. */
  others(region: string): ReplicaMember[] {
    return [...this.members.values()].filter((member) => member.region !== region);
  }

  /**
   * The other members that take writes and settings now: ACTIVE, their table in place, and not
   * detached by a disassociation.
   */
  activeOthers(region: string): ActiveReplica[] {
    return this.others(region).filter(
      (member): member is ActiveReplica =>
        member.status === 'ACTIVE' && !!member.table && member.disassociating !== 'detached',
    );
  }
}

/** A change refused while the group (or the table) is busy, as DynamoDB words it (DDB-TABLE-227, 228). */
export const groupInUse = () => resourceInUse('The resource which you are attempting to change is in use.');

/** The members DescribeTable adds for a table in a global table (none for a Regional table). */
export function describeGlobalTableFields(engine: Engine, table: Table): Record<string, unknown> {
  const group = table.replication;
  const self = group?.members.get(engine.region);
  // A Regional table shows the mode only once UpdateTable set it (DDB-TABLE-048, 320).
  if (!group || !self) return { GlobalTableSettingsReplicationMode: table.settingsReplicationMode };
  if (self.status === 'DELETING') return { Replicas: [] };
  const witness = group.witness;
  // MultiRegionConsistency shows only as STRONG: an MREC table leaves it out (DDB-TABLE-257).
  const strong = group.consistency === 'STRONG';
  return {
    GlobalTableVersion: GLOBAL_TABLE_VERSION,
    Replicas: group
      .others(engine.region)
      .filter((member) => member.listed)
      .map((member) => describeReplica(member, { engine, table })),
    GlobalTableWitnesses: witness?.listed
      ? [{ RegionName: witness.region, WitnessStatus: witness.status }]
      : undefined,
    GlobalTableSettingsReplicationMode: SETTINGS_REPLICATION,
    MultiRegionConsistency: strong ? 'STRONG' : undefined,
  };
}

/**
 * A `Replicas` entry: the replica's status and the settings it has of its own (DDB-TABLE-229), as
 * `viewer`'s table sees them (its on-demand read maximum is the override's base, DDB-TABLE-422).
 */
function describeReplica(
  member: ReplicaMember,
  viewer: { engine: Engine; table: Table },
): Record<string, unknown> {
  const table = member.table;
  const globals = table?.indexes.filter((index) => index.kind === 'global') ?? [];
  const replica = table && { engine: member.engine, table };
  // Members in the service model's order (ReplicaDescription), as botocore and the AWS CLI show them.
  return {
    RegionName: member.region,
    // A replica being disassociated shows UPDATING to the others: AWS documents no status for it
    // (ReplicaStatus has no value of its own for it), so this is the sandbox's choice.
    ReplicaStatus: member.disassociating ? 'UPDATING' : member.status,
    KMSMasterKeyId: table?.encryption?.kmsMasterKeyArn,
    OnDemandThroughputOverride: replica && onDemandOverride(viewer, replica),
    WarmThroughput: table && describeThroughput(member.engine, table).WarmThroughput,
    GlobalSecondaryIndexes:
      globals.length === 0
        ? undefined
        : globals.map((index) => ({
            IndexName: index.name,
            OnDemandThroughputOverride: replica && onDemandOverride(viewer, replica, index.name),
            WarmThroughput: describeThroughput(member.engine, table!, index).WarmThroughput,
          })),
    ReplicaTableClassSummary: table?.tableClass && {
      TableClass: table.tableClass,
      LastUpdateDateTime:
        table.tableClassUpdatedAt === undefined ? undefined : toEpochSeconds(table.tableClassUpdatedAt),
    },
    GlobalTableSettingsReplicationMode: SETTINGS_REPLICATION,
  };
}

/** A key as one string, for the stamp maps (pk and sk are encoded values; the length keeps them apart). */
export function keyId(key: { pk: string; sk: string }): string {
  return `${key.pk.length}:${key.pk}${key.sk}`;
}
