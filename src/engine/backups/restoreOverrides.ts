/**
 * The overrides a restore may give, checked against what the backup holds before anything is made.
 * DynamoDB's answers, from probes of AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-273, 280, 442,
 * 457): an index override, global or local, must have the key schema and projection of an index of
 * the source (under any name); provisioned throughput goes only with the PROVISIONED mode and must
 * then be given, for the table and each index; on-demand maximums only with BillingModeOverride
 * PAY_PER_REQUEST.
 * The catalogue lists these as one family behind "Invalid Request: ".
 */
import { validation } from '../errors.ts';
import type { RestoreOverrides } from '../validation/backups.ts';
import type { OnDemandThroughputInput } from '../validation/requestTypes.ts';

interface SourceIndex {
  IndexName?: string;
  KeySchema?: { AttributeName?: string; KeyType?: string }[];
  Projection?: { ProjectionType?: string; NonKeyAttributes?: string[] };
}

const refused = (detail: string) => validation(`Invalid Request: ${detail}`);
const notInSource = (name: string | undefined) =>
  refused(
    `Index ${name} does not match a secondary index that existed in the source table and cannot be created during the restore operation`,
  );

export function checkRestoreOverrides(
  source: {
    BillingMode?: unknown;
    GlobalSecondaryIndexes?: SourceIndex[];
    LocalSecondaryIndexes?: SourceIndex[];
    VectorIndexes?: object[];
  },
  overrides: RestoreOverrides,
): void {
  // Only the backup's own vector indexes, each as it was, may be kept (VectorIndexOverride in the
  // API reference); the message is the one for a secondary index (not recorded for vector indexes).
  for (const index of overrides.VectorIndexOverride ?? []) {
    const original = source.VectorIndexes?.find(
      (candidate) => (candidate as { IndexName?: string }).IndexName === index.IndexName,
    );
    if (!original || !sameVectorIndex(original, index)) {
      throw refused(
        `Index ${index.IndexName} does not match a secondary index that existed in the source table and cannot be created during the restore operation`,
      );
    }
  }
  const { BillingModeOverride, ProvisionedThroughputOverride, OnDemandThroughputOverride } = overrides;
  const sourceMode = source.BillingMode === 'PAY_PER_REQUEST' ? 'PAY_PER_REQUEST' : 'PROVISIONED';
  const mode = BillingModeOverride ?? sourceMode;
  if (OnDemandThroughputOverride) checkOnDemandRange(OnDemandThroughputOverride);
  if (ProvisionedThroughputOverride && BillingModeOverride === 'PAY_PER_REQUEST') {
    throw refused('Cannot override ProvisionedThroughput if BillingMode is overridden to PAY_PER_REQUEST');
  }
  if (ProvisionedThroughputOverride && mode !== 'PROVISIONED') {
    throw refused('Cannot override ProvisionedThroughput unless BillingMode is PROVISIONED');
  }
  if (
    BillingModeOverride === 'PROVISIONED' &&
    sourceMode !== 'PROVISIONED' &&
    !ProvisionedThroughputOverride
  ) {
    throw refused('Must override ProvisionedThroughput if BillingMode is overridden to PROVISIONED');
  }
  if (OnDemandThroughputOverride && BillingModeOverride !== 'PAY_PER_REQUEST' && mode === 'PROVISIONED') {
    const member =
      OnDemandThroughputOverride.MaxReadRequestUnits !== undefined
        ? 'MaxReadRequestUnits'
        : 'MaxWriteRequestUnits';
    throw refused(
      `Cannot override ${member} for OnDemandThroughput unless BillingModeOverride is PAY_PER_REQUEST`,
    );
  }
  // An index override must have the keys and projection of one of the source's indexes; its name may
  // differ, and the copy's index then takes the new name (DDB-TABLE-280).
  for (const index of overrides.LocalSecondaryIndexOverride ?? []) {
    if (!source.LocalSecondaryIndexes?.some((candidate) => sameIndex(candidate, index))) {
      throw notInSource(index.IndexName);
    }
  }
  for (const index of overrides.GlobalSecondaryIndexOverride ?? []) {
    if (!source.GlobalSecondaryIndexes?.some((candidate) => sameIndex(candidate, index))) {
      throw notInSource(index.IndexName);
    }
    if (index.ProvisionedThroughput && BillingModeOverride === 'PAY_PER_REQUEST') {
      throw refused(
        `Cannot override ProvisionedThroughput if BillingMode is overridden to PAY_PER_REQUEST for index ${index.IndexName}`,
      );
    }
    if (!index.ProvisionedThroughput && mode === 'PROVISIONED') {
      throw refused(`Must specify provisioned throughput for index ${index.IndexName}`);
    }
  }
}

function checkOnDemandRange(settings: OnDemandThroughputInput): void {
  for (const member of ['MaxReadRequestUnits', 'MaxWriteRequestUnits'] as const) {
    const value = settings[member];
    if (value !== undefined && value < 1) {
      throw refused(`Requested ${member} for OnDemandThroughput is outside of valid range`);
    }
  }
}

/** The same key schema and projection (NonKeyAttributes in any order). */
/** The same definition, however its members and NonKeyAttributes are ordered. */
function sameVectorIndex(original: object, override: object): boolean {
  const canonical = (index: object) => {
    const { IndexName, VectorAttribute, SearchSchema, Projection, Dimensions, DistanceFunction } =
      index as Record<string, unknown> & { Projection?: SourceIndex['Projection'] };
    return JSON.stringify([
      IndexName,
      VectorAttribute,
      SearchSchema ?? [],
      Projection?.ProjectionType,
      [...(Projection?.NonKeyAttributes ?? [])].sort(),
      Math.trunc(Number(Dimensions)),
      DistanceFunction,
    ]);
  };
  return canonical(original) === canonical(override);
}

function sameIndex(original: SourceIndex, override: SourceIndex): boolean {
  const projection = (index: SourceIndex) => ({
    type: index.Projection?.ProjectionType ?? 'ALL',
    attributes: [...(index.Projection?.NonKeyAttributes ?? [])].sort(),
  });
  const keys = (index: SourceIndex) =>
    (index.KeySchema ?? []).map((k) => `${k.AttributeName}:${k.KeyType}`).join();
  return (
    keys(original) === keys(override) &&
    JSON.stringify(projection(original)) === JSON.stringify(projection(override))
  );
}
