/**
 * One stream record: what changed in one item, as DynamoDB Streams describes it
 * (API_streams_Record.html, API_streams_StreamRecord.html). A record keeps references to the
 * (immutable) stored items rather than copies, and only the images its view type shows; its wire
 * JSON is built once, on first read.
 */
import type { StoredItem } from '../storage/itemStore.ts';
import { javaDouble } from '../reply.ts';
import { seededHash } from '../seededHash.ts';
import { itemSize } from '../values/size.ts';
import type { AttributeMap } from '../values/types.ts';

export type StreamViewType = 'KEYS_ONLY' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES';
export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/**
 * Who made a change other than a user: the TTL deleter (TTL.html, "userIdentity"). GetRecords
 * sends the Identity shape's members as the service model names them (PrincipalId, Type: what the
 * SDKs parse); Lambda events spell them `type` / `principalId` (consumers/streamConsumer.ts).
 */
export const TTL_IDENTITY_WIRE = { PrincipalId: 'dynamodb.amazonaws.com', Type: 'Service' } as const;
export const TTL_IDENTITY_EVENT = { type: 'Service', principalId: 'dynamodb.amazonaws.com' } as const;

/** Sequence numbers are at least 21 digits on the wire (API_streams_SequenceNumberRange.html). */
export const SEQUENCE_DIGITS = 21;

export function formatSequence(sequence: number): string {
  return String(sequence).padStart(SEQUENCE_DIGITS, '0');
}

export interface StreamRecord {
  readonly sequence: number;
  readonly eventName: StreamEventName;
  /** Simulated time of the change, epoch milliseconds. */
  readonly createdAt: number;
  readonly keys: AttributeMap;
  readonly oldImage: StoredItem | undefined;
  readonly newImage: StoredItem | undefined;
  readonly sizeBytes: number;
  /** Set for a deletion by Time to Live. */
  readonly byService: boolean;
  /** The wire JSON, built on first read (records are immutable). */
  json?: string;
}

export interface RecordContext {
  readonly region: string;
  readonly viewType: StreamViewType;
  /** Seeds the event ids, so they differ between streams. */
  readonly idSeed: number;
}

export function newStreamRecord(
  context: RecordContext,
  sequence: number,
  createdAt: number,
  keys: AttributeMap,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
  byService: boolean,
): StreamRecord {
  const view = context.viewType;
  return streamRecord({
    sequence,
    eventName: old === undefined ? 'INSERT' : next === undefined ? 'REMOVE' : 'MODIFY',
    createdAt,
    keys,
    oldImage: showsOldImage(view) ? old : undefined,
    newImage: showsNewImage(view) ? next : undefined,
    byService,
  });
}

export const showsOldImage = (view: StreamViewType) => view === 'OLD_IMAGE' || view === 'NEW_AND_OLD_IMAGES';
export const showsNewImage = (view: StreamViewType) => view === 'NEW_IMAGE' || view === 'NEW_AND_OLD_IMAGES';

/** A record of what it carries (a new change, or a saved record read back). */
export function streamRecord(fields: Omit<StreamRecord, 'sizeBytes' | 'json'>): StreamRecord {
  const { keys, oldImage, newImage } = fields;
  return {
    sequence: fields.sequence,
    eventName: fields.eventName,
    createdAt: fields.createdAt,
    keys,
    oldImage,
    newImage,
    // The record's size is that of what it carries: the keys and the images of its view type. AWS
    // reports exactly this sum (GetRecords recorded against AWS in localstack/localstack's
    // test_dynamodb.snapshot.json; test/streams/recordSizes.test.ts).
    sizeBytes: itemSize(keys) + (oldImage?.size ?? 0) + (newImage?.size ?? 0),
    byService: fields.byService,
  };
}

/** A 32-hex-digit event id derived from the stream and the sequence number: unique and stable. */
function eventId(context: RecordContext, sequence: number): string {
  let id = '';
  for (let i = 0; i < 4; i++) {
    id += seededHash(`${i}#${sequence}`, context.idSeed).toString(16).padStart(8, '0');
  }
  return id;
}

/** The record as GetRecords sends it. */
export function recordJson(context: RecordContext, record: StreamRecord): string {
  if (record.json !== undefined) return record.json;
  // Whole seconds written as a Java double (1.46480431E9), as every DynamoDB timestamp is
  // (reply.ts): the API reference's GetRecords example, and Lambda hands the value on as a float
  // (LocalStack's AWS-validated test_dynamodb_event_filter asserts isinstance(…, float)). The
  // record's JSON is spliced in raw, so the reply's timestamp rule does not reach it.
  let dynamodb =
    `{"ApproximateCreationDateTime":${javaDouble(Math.floor(record.createdAt / 1000))}` +
    `,"Keys":${JSON.stringify(record.keys)}`;
  if (record.newImage) dynamodb += `,"NewImage":${imageJson(record.newImage)}`;
  if (record.oldImage) dynamodb += `,"OldImage":${imageJson(record.oldImage)}`;
  dynamodb +=
    `,"SequenceNumber":"${formatSequence(record.sequence)}"` +
    `,"SizeBytes":${record.sizeBytes},"StreamViewType":"${context.viewType}"}`;
  let json =
    `{"eventID":"${eventId(context, record.sequence)}","eventName":"${record.eventName}"` +
    `,"eventVersion":"1.1","eventSource":"aws:dynamodb","awsRegion":${JSON.stringify(context.region)}` +
    `,"dynamodb":${dynamodb}`;
  if (record.byService) json += `,"userIdentity":${JSON.stringify(TTL_IDENTITY_WIRE)}`;
  record.json = json + '}';
  return record.json;
}

function imageJson(item: StoredItem): string {
  return (item.json ??= JSON.stringify(item.attributes));
}
