/**
 * EnableKinesisStreamingDestination, DisableKinesisStreamingDestination,
 * DescribeKinesisStreamingDestination and UpdateKinesisStreamingDestination: switching a table's
 * Kinesis Data Streams destinations and what DynamoDB reports of them (the model, which streams the
 * sandbox takes to exist and the timings: kinesis/kinesisDestination.ts). No records are delivered.
 *
 * As the 2026 lab recorded DynamoDB's answers (ack-api-quirks dynamodb):
 * - a table may have one destination ENABLING, ACTIVE, UPDATING or DISABLING at a time, and any number
 *   DISABLED or ENABLE_FAILED; Enable of a stream listed already flips its entry (DDB-TABLE-268, 299, 301);
 * - a call on a destination that is not in the state it needs is a ValidationException, never
 *   ResourceNotFoundException, whatever the stream (DDB-TABLE-299, 300, 301, 302);
 * - Enable answers `EnableKinesisStreamingConfiguration: {}` when sent none (DDB-TABLE-299); the
 *   precision shows in Describe only once set, and absent means MILLISECOND: Update to the precision
 *   in effect is refused (DDB-TABLE-300, 460);
 * - the side services do not know a table for the first moments of its creation, and answer as for a
 *   missing table (DDB-TABLE-233, 234); an UPDATING table takes an Enable (DDB-TABLE-234, 460);
 * - a table being deleted still answers Describe and Update, refuses Enable and Disable, and shows an
 *   ACTIVE destination as UPDATING once the side services let go of it (DDB-TABLE-235, 236); DeleteTable
 *   never waits for a destination (DDB-TABLE-235).
 * Where the lab's records were cut short (at 150 or 170 characters), the messages end with the table's
 * name or the stream's ARN, as far as they were recorded to go on. Not probed, and the sandbox's
 * choices: an Enable later in CREATING is taken as while UPDATING; a Disable whose configuration is
 * empty (`{}`) is taken; Disable's reply carries an empty configuration, as Enable's does.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import {
  DESCRIBE_LAG_AFTER_DISABLE_MS,
  destinationStatus,
  isLive,
  type KinesisDestination,
} from '../kinesis/kinesisDestination.ts';
import type { Table } from '../storage/table.ts';
import {
  validateDescribeKinesisStreamingDestination,
  validateKinesisStreamingDestination,
  validateUpdateKinesisStreamingDestination,
} from '../validation/kinesisStreamingDestination.ts';
import { tableNotFoundYet, unknownToSideServices } from './tableArrival.ts';
import { forgottenWhileDeleting } from './tableDeparture.ts';

const NOT_VALID_STATE = 'Table is not in a valid state to enable Kinesis Streaming Destination: ';
const CANNOT_ENABLE = `${NOT_VALID_STATE}EnableKinesisStreamingDestination must be DISABLED or ENABLE_FAILED to perform ENABLE operation.`;
const CANNOT_DISABLE = `${NOT_VALID_STATE}KinesisStreamingDestination must be ACTIVE to perform DISABLE operation.`;

/** The table a Kinesis call names, once the side services know it (tableArrival.ts). */
function destinationTable(engine: Engine, tableName: string): Table {
  const table = engine.describeTarget(tableName);
  if (unknownToSideServices(engine, table)) throw tableNotFoundYet(table);
  return table;
}

const entryFor = (table: Table, streamArn: string) =>
  table.kinesisDestinations?.find((entry) => entry.streamArn === streamArn);

export function enableKinesisStreamingDestination(engine: Engine, body: object) {
  const request = validateKinesisStreamingDestination(body);
  const table = destinationTable(engine, request.TableName);
  const entries = table.kinesisDestinations ?? [];
  const busy = entries.some((entry) => isLive(destinationStatus(engine, entry).status));
  if (busy || table.status === 'DELETING') throw validation(CANNOT_ENABLE);
  const precision = request.EnableKinesisStreamingConfiguration?.ApproximateCreationDateTimePrecision;
  const changed: KinesisDestination = {
    streamArn: request.StreamArn,
    change: 'enable',
    changedAt: engine.now(),
  };
  if (precision) changed.precision = precision;
  // A stream listed already (DISABLED or ENABLE_FAILED) has its entry flipped, not a second one.
  const at = entries.findIndex((entry) => entry.streamArn === request.StreamArn);
  if (at >= 0) entries[at] = changed;
  else table.kinesisDestinations = [changed, ...entries];
  return {
    DestinationStatus: 'ENABLING',
    EnableKinesisStreamingConfiguration: precision ? { ApproximateCreationDateTimePrecision: precision } : {},
    StreamArn: request.StreamArn,
    TableName: table.name,
  };
}

export function disableKinesisStreamingDestination(engine: Engine, body: object) {
  const request = validateKinesisStreamingDestination(body);
  if (request.EnableKinesisStreamingConfiguration?.ApproximateCreationDateTimePrecision !== undefined) {
    // DDB-TABLE-301.
    throw validation('Stream cannot be disabled using EnableKinesisStreamingConfiguration parameters');
  }
  const table = destinationTable(engine, request.TableName);
  const entry = entryFor(table, request.StreamArn);
  const status = entry && destinationStatus(engine, entry).status;
  if (table.status === 'DELETING' || (status !== 'ACTIVE' && status !== 'DISABLING')) {
    throw validation(CANNOT_DISABLE);
  }
  // A second Disable while DISABLING is answered as the first (DDB-TABLE-301).
  if (status === 'ACTIVE') {
    entry!.change = 'disable';
    entry!.changedAt = engine.now();
  }
  return {
    DestinationStatus: 'DISABLING',
    EnableKinesisStreamingConfiguration: {},
    StreamArn: request.StreamArn,
    TableName: table.name,
  };
}

export function updateKinesisStreamingDestination(engine: Engine, body: object) {
  const request = validateUpdateKinesisStreamingDestination(body);
  const precision = request.UpdateKinesisStreamingConfiguration?.ApproximateCreationDateTimePrecision;
  if (precision === undefined) {
    throw validation(
      'Streaming destination cannot be updated with given parameters: UpdateKinesisStreamingConfiguration cannot be null or contain only null values',
    );
  }
  const table = destinationTable(engine, request.TableName);
  const entry = entryFor(table, request.StreamArn);
  if (!entry) {
    throw validation(`${NOT_VALID_STATE}No streaming destination with streamArn: ${request.StreamArn}`);
  }
  if (destinationStatus(engine, entry).status !== 'ACTIVE') {
    throw validation(
      `${NOT_VALID_STATE}Kinesis streaming is not in ACTIVE state. Updates are only allowed in ACTIVE state. TableName: ${table.name}`,
    );
  }
  if ((entry.precision ?? 'MILLISECOND') === precision) {
    throw validation(
      `Invalid Request: Precision is already set to the desired value of ${precision} for tableId: ${table.id}, kdsArn: ${entry.streamArn}`,
    );
  }
  // Describe shows the new precision while UPDATING (DDB-TABLE-300).
  Object.assign(entry, { change: 'update', changedAt: engine.now(), precision });
  return {
    DestinationStatus: 'UPDATING',
    StreamArn: request.StreamArn,
    TableName: table.name,
    UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: precision },
  };
}

export function describeKinesisStreamingDestination(engine: Engine, body: object) {
  const request = validateDescribeKinesisStreamingDestination(body);
  const table = destinationTable(engine, request.TableName);
  const now = engine.now();
  return {
    KinesisDataStreamDestinations: (table.kinesisDestinations ?? []).map((entry) => {
      const shown = destinationStatus(engine, entry);
      let status = shown.status;
      // Describe lags a Disable by a moment (DDB-TABLE-269, 304).
      if (entry.change === 'disable' && now - entry.changedAt < DESCRIBE_LAG_AFTER_DISABLE_MS)
        status = 'ACTIVE';
      if (status === 'ACTIVE' && forgottenWhileDeleting(engine, table)) status = 'UPDATING';
      return {
        StreamArn: entry.streamArn,
        DestinationStatus: status,
        DestinationStatusDescription: shown.description,
        ApproximateCreationDateTimePrecision: entry.precision,
      };
    }),
    TableName: table.name,
  };
}
