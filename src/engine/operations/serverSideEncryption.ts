/**
 * Server-side encryption settings of a table. Without SSESpecification (or with Enabled false)
 * DynamoDB uses an AWS owned key and DescribeTable carries no SSEDescription; with Enabled true it
 * uses a KMS key, the account's AWS managed key `aws/dynamodb` unless KMSMasterKeyId names another,
 * and reports Status ENABLED, SSEType KMS and the key's ARN.
 */
import type { Engine } from '../engine.ts';
import type { Table, TableEncryption } from '../storage/table.ts';
import type { SseSpecificationInput } from '../validation/requestTypes.ts';

/** The encryption a CreateTable (or UpdateTable) SSESpecification asks for; undefined: AWS owned key. */
export function encryptionOf(
  engine: Engine,
  sse: SseSpecificationInput | undefined,
): TableEncryption | undefined {
  if (sse?.Enabled !== true) return undefined;
  return { kmsMasterKeyArn: kmsKeyArn(engine, sse.KMSMasterKeyId) };
}

/**
 * UpdateTable's SSESpecification, when it changes the key. The change is not instant: until the table
 * is ACTIVE again SSEDescription says Status UPDATING, naming the key being moved to — or, on the way
 * back to the AWS owned key, the key being left (as LocalStack recorded from DynamoDB in
 * test_dynamodb_create_table_with_partial_sse_specification, 2024). Returns whether anything changed.
 */
export function changeEncryption(engine: Engine, table: Table, sse: SseSpecificationInput): boolean {
  const next = encryptionOf(engine, sse);
  const shown = next ?? table.encryption;
  if (!shown || next?.kmsMasterKeyArn === table.encryption?.kmsMasterKeyArn) return false;
  table.encryption = next;
  table.encryptionUpdatingKeyArn = shown.kmsMasterKeyArn;
  return true;
}

export function describeEncryption(table: Table): Record<string, unknown> | undefined {
  if (table.encryptionUpdatingKeyArn !== undefined) {
    return { Status: 'UPDATING', SSEType: 'KMS', KMSMasterKeyArn: table.encryptionUpdatingKeyArn };
  }
  if (!table.encryption) return undefined;
  return { Status: 'ENABLED', SSEType: 'KMS', KMSMasterKeyArn: table.encryption.kmsMasterKeyArn };
}

/** The SSESpecification that recreates the table's encryption (session snapshots), if it has a KMS key. */
export function encryptionSpecification(table: Table): { SSESpecification?: SseSpecificationInput } {
  if (!table.encryption) return {};
  return {
    SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: table.encryption.kmsMasterKeyArn },
  };
}

/** A key id, alias or ARN as KMS would report it; the AWS managed key when none is named. */
function kmsKeyArn(engine: Engine, keyId: string | undefined): string {
  const prefix = `arn:${engine.partition}:kms:${engine.region}:${engine.accountId}:`;
  if (keyId === undefined) return `${prefix}key/${managedKeyId(engine)}`;
  if (keyId.startsWith('arn:')) return keyId;
  return keyId.startsWith('alias/') ? `${prefix}${keyId}` : `${prefix}key/${keyId}`;
}

/** A stable id for the account's `aws/dynamodb` key, derived from account and Region (no state). */
function managedKeyId(engine: Engine): string {
  let hex = '';
  let hash = 0x811c9dc5;
  for (let round = 0; hex.length < 32; round++) {
    for (const char of `${engine.accountId}/${engine.region}/aws/dynamodb/${round}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
