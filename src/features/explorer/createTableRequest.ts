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

export type Projection = Pick<IndexForm, 'projection' | 'include'>;

export type DistanceFunction = 'COSINE' | 'EUCLIDEAN' | 'DOT_PRODUCT';

/** Vector indexes: on-demand tables only, and at most this many on one table. */
export const MAX_VECTOR_INDEXES = 5;
/** Inline-filter attributes one vector index can have. */
export const MAX_INLINE_FILTERS = 18;

export interface VectorIndexForm extends Projection {
  name: string;
  /** The attribute holding the vectors: a list of numbers, so not in AttributeDefinitions. */
  vectorAttribute: string;
  /** 1 to 4096. */
  dimensions: number;
  distance: DistanceFunction;
  /** The search schema's HASH attribute, which every search then names; empty name: none. */
  partitionKey: KeyField;
  /** The search schema's INLINE_FILTER attributes; rows with no name are left out. */
  filters: KeyField[];
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
  vectorIndexes: VectorIndexForm[];
  stream: 'OFF' | 'KEYS_ONLY' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES';
  /** The Time to Live attribute (epoch seconds); empty: TTL stays off. */
  ttlAttribute: string;
}

/** A new form: an on-demand table keyed by PK and SK, nothing else yet. */
export const emptyTableForm = (): TableForm => ({
  name: '',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  billing: 'PAY_PER_REQUEST',
  readUnits: 5,
  writeUnits: 5,
  globalIndexes: [],
  localIndexes: [],
  vectorIndexes: [],
  stream: 'OFF',
  ttlAttribute: '',
});

export const emptyIndex = (): IndexForm => ({
  name: '',
  partitionKey: { name: '', type: 'S' },
  sortKey: { name: '', type: 'S' },
  projection: 'ALL',
  include: '',
});

export const emptyVectorIndex = (): VectorIndexForm => ({
  name: '',
  vectorAttribute: '',
  dimensions: 4,
  distance: 'COSINE',
  partitionKey: { name: '', type: 'S' },
  filters: [],
  projection: 'ALL',
  include: '',
});

export function createTableRequest(form: TableForm): Record<string, unknown> {
  // Each key attribute is defined once. One that the table's and an index's keys type two ways (S
  // for the table, N for the index) gets both definitions, so DynamoDB's own answer says so
  // ("Attribute Name is duplicated") instead of the form keeping one type without a word. A vector
  // index's search attribute that is already a key takes the key's type (`keepKnown`).
  const definitions: { AttributeName: string; AttributeType: KeyType }[] = [];
  const define = ({ name, type }: KeyField, keepKnown = false) => {
    const known = definitions.filter((definition) => definition.AttributeName === name);
    if (!name || known.some((definition) => keepKnown || definition.AttributeType === type)) return;
    definitions.push({ AttributeName: name, AttributeType: type });
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
  const projection = (index: Projection) =>
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
  if (form.vectorIndexes.length > 0) {
    request.VectorIndexes = form.vectorIndexes.map((index) => {
      const roles = [
        ...(index.partitionKey.name ? [{ field: index.partitionKey, role: 'HASH' }] : []),
        ...index.filters.filter((field) => field.name).map((field) => ({ field, role: 'INLINE_FILTER' })),
      ];
      // The search schema's attributes are typed in AttributeDefinitions, like key attributes.
      for (const { field } of roles) define(field, true);
      return {
        IndexName: index.name,
        VectorAttribute: { AttributeName: index.vectorAttribute },
        Dimensions: index.dimensions,
        DistanceFunction: index.distance,
        ...(roles.length > 0 && {
          SearchSchema: roles.map(({ field, role }) => ({
            AttributeName: field.name,
            SearchSchemaElementType: role,
          })),
        }),
        Projection: projection(index),
      };
    });
  }
  if (form.stream !== 'OFF')
    request.StreamSpecification = { StreamEnabled: true, StreamViewType: form.stream };
  request.AttributeDefinitions = definitions;
  return request;
}

/** The UpdateTimeToLive request that turns TTL on, when the form names an attribute. */
export function timeToLiveRequest(form: TableForm): Record<string, unknown> | undefined {
  const attribute = form.ttlAttribute.trim();
  if (!attribute) return undefined;
  return { TableName: form.name, TimeToLiveSpecification: { Enabled: true, AttributeName: attribute } };
}
