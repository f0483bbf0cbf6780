/**
 * The requests behind the Explorer's table settings, one per setting, each the smallest request the
 * AWS console would send for it. They are plain data built from the table's description and the
 * learner's choice; nothing here decides whether DynamoDB will accept them — an unchanged setting,
 * a second switch to on-demand within a day or a protected table's deletion is for DynamoDB to
 * refuse, in its own words (tableSettings.test.ts sends every one to the engine).
 */
import type { TableDescription } from '../../client/wireTypes.ts';
import { plural } from '../../ui/plural.ts';

/** One request ready to send: the operation's name and its body. */
export interface SettingsRequest {
  operation: 'UpdateTable' | 'UpdateTimeToLive' | 'UpdateContinuousBackups' | 'DeleteTable';
  request: Record<string, unknown>;
}

/** Either a request, or why the learner's input cannot make one yet (a capacity that is no number). */
export type Built = { ok: true; value: SettingsRequest } | { ok: false; reason: string };

export type BillingMode = 'PAY_PER_REQUEST' | 'PROVISIONED';

export interface CapacityDraft {
  billing: BillingMode;
  /** As typed: the inputs hold text, so a half-typed number is not lost. */
  read: string;
  write: string;
}

export const STREAM_VIEW_TYPES = ['KEYS_ONLY', 'NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES'] as const;
export type StreamChoice = 'OFF' | (typeof STREAM_VIEW_TYPES)[number];

/** The table's billing mode: a table described without a summary is PROVISIONED, as DynamoDB says. */
export function billingModeOf(table: TableDescription): BillingMode {
  return table.BillingModeSummary?.BillingMode === 'PAY_PER_REQUEST' ? 'PAY_PER_REQUEST' : 'PROVISIONED';
}

/** The capacity form as the table is now; an on-demand table starts from 5/5, the console's default. */
export function capacityDraftOf(table: TableDescription): CapacityDraft {
  const billing = billingModeOf(table);
  const throughput = table.ProvisionedThroughput;
  const units = (value: number | undefined) => String(billing === 'PROVISIONED' && value ? value : 5);
  return {
    billing,
    read: units(throughput?.ReadCapacityUnits),
    write: units(throughput?.WriteCapacityUnits),
  };
}

/** The stream setting as the table is now. */
export function streamChoiceOf(table: TableDescription): StreamChoice {
  const stream = table.StreamSpecification;
  return stream?.StreamEnabled ? ((stream.StreamViewType ?? 'NEW_AND_OLD_IMAGES') as StreamChoice) : 'OFF';
}

const wholeUnits = (text: string, name: string): number | string => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isSafeInteger(value) ? value : `${name} must be a whole number.`;
};

/**
 * UpdateTable for capacity. To on-demand, the billing mode alone. Within provisioned, the new units
 * alone. From on-demand to provisioned, DynamoDB also wants units for every global index (else its
 * "ProvisionedThroughput must be specified for index" error): they get the table's, as the console
 * proposes, and can be changed later per index.
 */
export function capacityRequest(table: TableDescription, draft: CapacityDraft): Built {
  const TableName = table.TableName;
  if (draft.billing === 'PAY_PER_REQUEST') {
    return update({ TableName, BillingMode: 'PAY_PER_REQUEST' });
  }
  const read = wholeUnits(draft.read, 'Read capacity units');
  if (typeof read === 'string') return { ok: false, reason: read };
  const write = wholeUnits(draft.write, 'Write capacity units');
  if (typeof write === 'string') return { ok: false, reason: write };
  const ProvisionedThroughput = { ReadCapacityUnits: read, WriteCapacityUnits: write };
  if (billingModeOf(table) === 'PROVISIONED') return update({ TableName, ProvisionedThroughput });
  const indexes = table.GlobalSecondaryIndexes ?? [];
  return update({
    TableName,
    BillingMode: 'PROVISIONED',
    ProvisionedThroughput,
    ...(indexes.length > 0 && {
      GlobalSecondaryIndexUpdates: indexes.map((index) => ({
        Update: { IndexName: index.IndexName, ProvisionedThroughput },
      })),
    }),
  });
}

/**
 * UpdateTimeToLive. DynamoDB wants the attribute name to turn it off too: the one it is on, or
 * DynamoDB answers that TTL "is active on a different AttributeName".
 */
export function timeToLiveRequest(tableName: string, enabled: boolean, attributeName: string): Built {
  if (attributeName.trim() === '') {
    return { ok: false, reason: 'Name the attribute that holds the expiry time.' };
  }
  return {
    ok: true,
    value: {
      operation: 'UpdateTimeToLive',
      request: {
        TableName: tableName,
        TimeToLiveSpecification: { Enabled: enabled, AttributeName: attributeName.trim() },
      },
    },
  };
}

/** UpdateTable's StreamSpecification: a view type to enable one, none to disable it. */
export function streamRequest(tableName: string, choice: StreamChoice): Built {
  return update({
    TableName: tableName,
    StreamSpecification:
      choice === 'OFF' ? { StreamEnabled: false } : { StreamEnabled: true, StreamViewType: choice },
  });
}

/**
 * The point-in-time recovery checkbox's label: the window the table keeps once it is sent checked.
 * Turned on, the request names no period, so DynamoDB's default 35 days; already on, the table keeps
 * the period it has (`periodDays`, from DescribeContinuousBackups).
 */
export function pointInTimeRecoveryLabel(periodDays: number | undefined): string {
  return `Point-in-time recovery on (${plural(periodDays ?? 35, 'day')})`;
}

/**
 * UpdateContinuousBackups: point-in-time recovery on or off. It names no period: turned on, the
 * default 35-day window; already on, the window it has.
 */
export function pointInTimeRecoveryRequest(tableName: string, enabled: boolean): Built {
  return {
    ok: true,
    value: {
      operation: 'UpdateContinuousBackups',
      request: {
        TableName: tableName,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: enabled },
      },
    },
  };
}

/** UpdateTable's DeletionProtectionEnabled, which DynamoDB takes only alone in its request. */
export function deletionProtectionRequest(tableName: string, enabled: boolean): Built {
  return update({ TableName: tableName, DeletionProtectionEnabled: enabled });
}

export function deleteTableRequest(tableName: string): Built {
  return { ok: true, value: { operation: 'DeleteTable', request: { TableName: tableName } } };
}

function update(request: Record<string, unknown>): Built {
  return { ok: true, value: { operation: 'UpdateTable', request } };
}
