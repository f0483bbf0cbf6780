/**
 * The Regions a replica can be added in. DynamoDB answers any other name — a Region without global
 * tables, a made-up one, the right name in capitals, an empty one — with the list of those it
 * supports. The lab that probed AWS in 2026 recorded the list's first twelve names, kept here in
 * AWS's order (`[ap-south-2, ap-south-1, eu-south-1, eu-south-2, me-central-1, il-central-1,
 * ca-central-1, ap-east-2, mx-central-1, eu-central-1, eu-central-2, us-west-1…`: ack-api-quirks
 * dynamodb DDB-TABLE-457; the first five in DDB-TABLE-223), and its length: 36 Regions. The rest here
 * are the other commercial Regions of 2026, in an order of our choosing — 34 in all: the record does
 * not name AWS's other two, and the sandbox does not invent Region names.
 */
import { validation } from '../errors.ts';

export const GLOBAL_TABLE_REGIONS: readonly string[] = [
  'ap-south-2',
  'ap-south-1',
  'eu-south-1',
  'eu-south-2',
  'me-central-1',
  'il-central-1',
  'ca-central-1',
  'ap-east-2',
  'mx-central-1',
  'eu-central-1',
  'eu-central-2',
  'us-west-1',
  'ca-west-1',
  'us-west-2',
  'af-south-1',
  'eu-north-1',
  'eu-west-3',
  'eu-west-2',
  'eu-west-1',
  'ap-northeast-3',
  'ap-northeast-2',
  'ap-northeast-1',
  'me-south-1',
  'sa-east-1',
  'ap-east-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-6',
  'ap-southeast-7',
  'us-east-1',
  'us-east-2',
];

export function checkReplicaRegion(region: string, localRegion: string): void {
  if (region === localRegion) {
    throw validation(
      'Cannot add or delete the local region through ReplicaUpdates. Use CreateTable, DeleteTable, or UpdateTable as required.',
    );
  }
  if (!GLOBAL_TABLE_REGIONS.includes(region)) {
    throw validation(
      `Region ${region} is not supported. The latest version of global tables are only supported in the following regions: [${GLOBAL_TABLE_REGIONS.join(', ')}]`,
    );
  }
}
