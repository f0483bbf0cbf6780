/**
 * Every timestamp member of DynamoDB's and DynamoDB Streams' output shapes (botocore's service
 * models). The wire carries them as epoch seconds written as Java doubles (1.796113864694E9); the
 * AWS CLI v2 prints them as ISO 8601 dates. Within a reply these names only ever hold timestamps
 * (item data is never walked by name), so the member name alone identifies one.
 */
export const TIMESTAMP_MEMBERS: ReadonlySet<string> = new Set([
  'ApproximateCreationDateTime',
  'ArchivalDateTime',
  'BackupCreationDateTime',
  'BackupExpiryDateTime',
  'CreationDateTime',
  'CreationRequestDateTime',
  'EarliestRestorableDateTime',
  'EndTime',
  'ExportFromTime',
  'ExportTime',
  'ExportToTime',
  'InaccessibleEncryptionDateTime',
  'LastDecreaseDateTime',
  'LastIncreaseDateTime',
  'LastUpdateDateTime',
  'LastUpdateToPayPerRequestDateTime',
  'LatestRestorableDateTime',
  'ReplicaInaccessibleDateTime',
  'RestoreDateTime',
  'StartTime',
  'TableCreationDateTime',
]);
