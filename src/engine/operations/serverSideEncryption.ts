/**
 * Server-side encryption settings of a table. Without SSESpecification (or with Enabled false)
 * DynamoDB uses an AWS owned key and DescribeTable carries no SSEDescription; with Enabled true it
 * uses a KMS key, the account's AWS managed key `aws/dynamodb` unless KMSMasterKeyId names another,
 * and reports Status ENABLED, SSEType KMS and the key's ARN.
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, stillInUse, validation } from '../errors.ts';
import { uuidFrom } from './ids.ts';
import type { Table, TableEncryption } from '../storage/table.ts';
import { checkEncryptionQuota, countEncryptionChange } from './encryptionQuota.ts';
import type { SseSpecificationInput } from '../validation/requestTypes.ts';

/**
 * The encryption a CreateTable (or UpdateTable) SSESpecification asks for; undefined: AWS owned key.
 * SSEType KMS alone asks for KMS as Enabled true does (ack-api-quirks dynamodb DDB-TABLE-044, probed
 * against AWS in 2026).
 */
export function encryptionOf(
  engine: Engine,
  sse: SseSpecificationInput | undefined,
): TableEncryption | undefined {
  const kms = sse?.Enabled === true || (sse?.Enabled === undefined && sse?.SSEType === 'KMS');
  if (!kms) return undefined;
  return { kmsMasterKeyArn: kmsKeyArn(engine, sse.KMSMasterKeyId) };
}

/**
 * UpdateTable's SSESpecification, checked against the table before anything changes; returns the
 * change to make, or undefined when there is none. As probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-018, 065, 079, 082, 120, 140, 361, 371): the table stays ACTIVE while its
 * SSEDescription says UPDATING — naming the key being left, or no key at all when leaving the AWS
 * owned one — and the new key shows once the change is done. Asking for the key in use by its ARN
 * is refused; asking for it any other way re-encrypts the table. Another change meanwhile is refused,
 * the same one again accepted. Changes are limited in number (encryptionQuota.ts).
 */
export function planEncryptionChange(
  engine: Engine,
  table: Table,
  sse: SseSpecificationInput,
): (() => void) | undefined {
  const change = table.encryptionChange;
  if (change) {
    if (encryptionOf(engine, sse)?.kmsMasterKeyArn === change.next?.kmsMasterKeyArn) return undefined;
    throw stillInUse('Server-Side Encryption is still being updated');
  }
  // Before the key is looked at (DDB-TABLE-081).
  checkEncryptionQuota(table, engine.now());
  const next = encryptionOf(engine, sse);
  const current = table.encryption;
  if (!next && !current) throw invalidParameter('Table is already encrypted by default');
  if (next && current && sse.KMSMasterKeyId === current.kmsMasterKeyArn) {
    throw invalidParameter(
      'Table is already encrypted with given KMSMasterKeyId. Use KMSMasterKeyId parameter if you want to change Master Key',
    );
  }
  return () => {
    countEncryptionChange(table, engine.now());
    table.encryptionChange = { shownKeyArn: current?.kmsMasterKeyArn, next };
    engine.after(engine.tableStatusDelayMs, () => {
      if (table.encryptionChange?.next !== next) return;
      table.encryption = next;
      table.encryptionChange = undefined;
    });
  };
}

export function describeEncryption(table: Table): Record<string, unknown> | undefined {
  const change = table.encryptionChange;
  if (change) {
    if (change.shownKeyArn === undefined) return { Status: 'UPDATING' };
    return { Status: 'UPDATING', SSEType: 'KMS', KMSMasterKeyArn: change.shownKeyArn };
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

/**
 * A key id, alias or ARN as KMS reports it: always a key ARN, the AWS managed key when none is named
 * or its alias `aws/dynamodb` is (ack-api-quirks dynamodb DDB-TABLE-027, 141). The sandbox has no
 * KMS, so another alias stands for a key whose id is derived from the alias's name.
 */
function kmsKeyArn(engine: Engine, keyId: string | undefined): string {
  checkKeyRegion(engine, keyId);
  const prefix = `arn:${engine.partition}:kms:${engine.region}:${engine.accountId}:`;
  const alias = keyId?.startsWith('alias/')
    ? keyId
    : keyId?.match(/^arn:[^:]+:kms:[^:]*:[^:]*:(alias\/.+)$/)?.[1];
  if (keyId === undefined || alias === 'alias/aws/dynamodb')
    return `${prefix}key/${derivedKeyId(engine, 'aws/dynamodb')}`;
  if (alias !== undefined) return `${prefix}key/${derivedKeyId(engine, alias)}`;
  return keyId.startsWith('arn:') ? keyId : `${prefix}key/${keyId}`;
}

/**
 * KMS is asked in the table's Region, where a key or alias ARN of another Region is no ARN at all,
 * even one of a multi-Region key that has a replica here (ack-api-quirks dynamodb DDB-TABLE-020,
 * 021, 328). Nothing is created or changed, and no encryption change is counted.
 */
function checkKeyRegion(engine: Engine, keyId: string | undefined): void {
  const keyRegion = keyId?.startsWith('arn:') ? keyId.split(':')[3] : undefined;
  if (keyRegion === undefined || keyRegion === engine.region) return;
  throw validation(
    `KMS validation error: com.amazonaws.services.kms.model.NotFoundException: Invalid arn ${keyRegion} (Service: AWSKMS; Status Code: 400; Error Code: NotFoundException; Request ID: ${uuidFrom(engine)}; Proxy: null)`,
  );
}

/** The ARN of the Region's AWS managed key for DynamoDB (`alias/aws/dynamodb`). */
export function awsManagedKeyArn(engine: Engine): string {
  return kmsKeyArn(engine, undefined);
}

/** A stable key id for an alias, derived from account, Region and alias (no state). */
function derivedKeyId(engine: Engine, alias: string): string {
  let hex = '';
  let hash = 0x811c9dc5;
  for (let round = 0; hex.length < 32; round++) {
    for (const char of `${engine.accountId}/${engine.region}/${alias}/${round}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
