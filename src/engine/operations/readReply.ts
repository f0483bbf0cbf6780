/**
 * What Query and Scan share once they know where to read: the page itself (through a local index's
 * table fetch when it is needed), its read units, and the reply with Items, Count, ScannedCount,
 * LastEvaluatedKey and ConsumedCapacity.
 */
import { type ConsumedCapacity, consumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import { attributeMapJson, type RawJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { ReturnConsumedCapacity, Select } from '../validation/requestTypes.ts';
import { indexFetch, projectedOutput, readCapacityUsage } from './indexReads.ts';
import { type Page, readPage } from './readPage.ts';
import { lastEvaluatedKey, type ReadTarget } from './readTarget.ts';

interface ReadRequest {
  /** As the request named the table: its name or its ARN, which ConsumedCapacity echoes. */
  TableName: string;
  Select?: Select;
  Limit?: number;
  ConsistentRead?: boolean;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  expressions: RequestExpressions;
}

/** The reply of a Query or Scan (Items absent for Select COUNT). */
export interface ReadReply {
  Items?: RawJson[];
  Count: number;
  ScannedCount: number;
  LastEvaluatedKey?: RawJson;
  ConsumedCapacity?: ConsumedCapacity;
}

export interface ReadOutcome {
  page: Page;
  /** Read units of the page: the items read, plus a local index's fetches from the table. */
  units: number;
  reply: ReadReply;
}

export function readAndReply(
  target: ReadTarget,
  request: ReadRequest,
  source: Iterable<StoredItem>,
): ReadOutcome {
  const { projection, filter } = request.expressions;
  const fetch = indexFetch(target, request.Select, projection, filter);
  const page = readPage(fetch ? fetch.wrap(source) : source, {
    limit: request.Limit,
    filter,
    projection: fetch ? projectedOutput(target, request.Select, projection) : projection,
    select: request.Select,
  });
  const consistency = consistencyOf(request.ConsistentRead);
  const pageUnits = readUnits(page.bytesRead, consistency);
  const fetchUnits = fetch?.units(consistency) ?? 0;
  return {
    page,
    units: pageUnits + fetchUnits,
    reply: {
      Items: request.Select === 'COUNT' ? undefined : page.items,
      Count: page.count,
      ScannedCount: page.scannedCount,
      LastEvaluatedKey: page.stoppedAt
        ? attributeMapJson(lastEvaluatedKey(target, page.stoppedAt.attributes))
        : undefined,
      ConsumedCapacity: consumedCapacity(
        request.ReturnConsumedCapacity,
        request.TableName,
        readCapacityUsage(target, pageUnits, fetchUnits),
      ),
    },
  };
}
