/**
 * The create-table form's model, and the requests it stands for: CreateTable, then — Time to Live is
 * not part of CreateTable — UpdateTimeToLive once the table is ACTIVE.
 */

export type KeyType = 'S' | 'N' | 'B';

export interface KeyField {
  name: string;
  type: KeyType;
}

export interface IndexForm {
  name: string;
  partitionKey: KeyField;
  /** Empty name: no sort key. */
  sortKey: KeyField;
  projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  /** INCLUDE: comma-separated attribute names. */
  include: string;
}

export interface TableForm {
  name: string;
  partitionKey: KeyField;
  sortKey: KeyField;
  billing: 'PAY_PER_REQUEST' | 'PROVISIONED';
  readUnits: number;
  writeUnits: number;
  globalIndexes: IndexForm[];
  localIndexes: IndexForm[];
  stream: 'OFF' | 'KEYS_ONLY' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES';
  /** The Time to Live attribute (epoch seconds); empty: TTL stays off. */
  ttlAttribute: string;
}

export const emptyIndex = (): IndexForm => ({
  name: '',
  partitionKey: { name: '', type: 'S' },
  sortKey: { name: '', type: 'S' },
  projection: 'ALL',
  include: '',
});

export function createTableRequest(form: TableForm): Record<string, unknown> {
  const definitions = new Map<string, KeyType>();
  const define = (field: KeyField) => {
    if (field.name && !definitions.has(field.name)) definitions.set(field.name, field.type);
  };
  const keySchema = (partition: KeyField, sort: KeyField) => {
    define(partition);
    define(sort);
    return [
      { AttributeName: partition.name, KeyType: 'HASH' },
      ...(sort.name ? [{ AttributeName: sort.name, KeyType: 'RANGE' }] : []),
    ];
  };
  const throughput = { ReadCapacityUnits: form.readUnits, WriteCapacityUnits: form.writeUnits };
  const provisioned = form.billing === 'PROVISIONED';
  const projection = (index: IndexForm) =>
    index.projection === 'INCLUDE'
      ? {
          ProjectionType: 'INCLUDE',
          NonKeyAttributes: index.include
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        }
      : { ProjectionType: index.projection };

  const request: Record<string, unknown> = {
    TableName: form.name,
    KeySchema: keySchema(form.partitionKey, form.sortKey),
    BillingMode: form.billing,
  };
  if (provisioned) request.ProvisionedThroughput = throughput;
  if (form.globalIndexes.length > 0) {
    request.GlobalSecondaryIndexes = form.globalIndexes.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: projection(index),
      ...(provisioned ? { ProvisionedThroughput: throughput } : {}),
    }));
  }
  if (form.localIndexes.length > 0) {
    request.LocalSecondaryIndexes = form.localIndexes.map((index) => ({
      IndexName: index.name,
      // A local index shares the table's partition key by definition.
      KeySchema: keySchema(form.partitionKey, index.sortKey),
      Projection: projection(index),
    }));
  }
  if (form.stream !== 'OFF')
    request.StreamSpecification = { StreamEnabled: true, StreamViewType: form.stream };
  request.AttributeDefinitions = [...definitions].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType,
  }));
  return request;
}

/** The UpdateTimeToLive request that turns TTL on, when the form names an attribute. */
export function timeToLiveRequest(form: TableForm): Record<string, unknown> | undefined {
  const attribute = form.ttlAttribute.trim();
  if (!attribute) return undefined;
  return { TableName: form.name, TimeToLiveSpecification: { Enabled: true, AttributeName: attribute } };
}
