/**
 * Where an MRSC global table can be: three Regions of one Region set, as AWS's guide lists them
 * (V2globaltables_HowItWorks, "Region sets"). A 2026 lab saw AWS accept a replica in Europe with a
 * witness in the US (ack-api-quirks dynamodb DDB-TABLE-257), which the guide does not describe;
 * the sandbox keeps to the documented sets, and answers a Region outside the table's set with the
 * message AWS gives a Region that has no MRSC at all (the lab's `us-west-1`).
 */
import { validation } from '../errors.ts';

export const STRONG = 'MultiRegionConsistency set to STRONG';

export const STRONG_REGION_SETS: readonly (readonly string[])[] = [
  ['us-east-1', 'us-east-2', 'us-west-2'],
  ['eu-west-1', 'eu-west-2', 'eu-west-3', 'eu-central-1'],
  ['ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3'],
];

/** `local`: the Region of the table being made global; `others`: the new replicas and the witness. */
export function checkStrongRegions(local: string, others: readonly string[]): void {
  const all = [local, ...others];
  const set = STRONG_REGION_SETS.find((regions) => regions.includes(local));
  const outside = set
    ? all.filter((region) => !set.includes(region))
    : all.filter((region) => !STRONG_REGION_SETS.some((regions) => regions.includes(region)));
  if (outside.length > 0) {
    throw validation(
      `Unsupported Region(s) specified for global tables with ${STRONG}: [${outside.join(', ')}].`,
    );
  }
}
