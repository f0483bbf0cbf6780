/**
 * UpdateContributorInsights, DescribeContributorInsights, ListContributorInsights: turning
 * CloudWatch Contributor Insights on and off for a table or a global secondary index, and what the
 * API reports of it (insights/insightsState.ts has the model and its sources). The messages for a
 * missing index and a table that is not ACTIVE were recorded against AWS (2026 probe); the answer to
 * a NextToken the sandbox did not make is the sandbox's own.
 */
import type { Engine } from '../engine.ts';
import { resourceNotFound, validation } from '../errors.ts';
import {
  disabledState,
  enabledState,
  insightsStatus,
  ruleNames,
  type InsightsState,
} from '../insights/insightsState.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import {
  validateDescribeContributorInsights,
  validateListContributorInsights,
  validateUpdateContributorInsights,
} from '../validation/contributorInsights.ts';
import { decodeBase64, encodeBase64 } from '../values/base64.ts';
import { indexUnknownToSideServices, tableNotFoundYet, unknownToSideServices } from './tableArrival.ts';
import { forgottenWhileDeleting } from './tableDeparture.ts';
import { byCodeUnits } from '../values/codeUnitOrder.ts';

const DEFAULT_MAX_RESULTS = 100;

/** The table, or one of its global secondary indexes: where insights are switched. */
interface Target {
  table: Table;
  index: SecondaryIndex | undefined;
}

/** The table insights calls name, once Contributor Insights knows it (tableArrival.ts). */
function insightsTable(engine: Engine, tableName: string): Table {
  const table = engine.describeTarget(tableName);
  if (unknownToSideServices(engine, table)) throw tableNotFoundYet(table);
  return table;
}

function targetOf(engine: Engine, tableName: string, indexName: string | undefined): Target {
  const table = insightsTable(engine, tableName);
  if (indexName === undefined) return { table, index: undefined };
  const index = table.indexes.find(
    (candidate) => candidate.kind === 'global' && candidate.name === indexName,
  );
  if (!index || indexUnknownToSideServices(engine, index)) {
    throw resourceNotFound(
      `Requested resource not found: Index: ${indexName} not found for table: ${table.name}`,
    );
  }
  return { table, index };
}

const stateOf = ({ table, index }: Target) => (index ? index.contributorInsights : table.contributorInsights);

function setState({ table, index }: Target, state: InsightsState | undefined): void {
  if (index) index.contributorInsights = state;
  else table.contributorInsights = state;
}

export function updateContributorInsights(engine: Engine, body: object) {
  const request = validateUpdateContributorInsights(body);
  const target = targetOf(engine, request.TableName, request.IndexName);
  const now = engine.now();
  const before = stateOf(target);
  let after: InsightsState | undefined;
  if (request.ContributorInsightsAction === 'ENABLE') {
    const { table, index } = target;
    const [kind, status] = index ? ['IndexStatus', index.status] : ['TableStatus', table.status];
    // An UPDATING table takes it (ack-api-quirks dynamodb DDB-TABLE-116, 117, 435: probes in 2026),
    // and a table being deleted while the side services still know it (DDB-TABLE-455, 118).
    const admitted =
      kind === 'TableStatus' &&
      (status === 'UPDATING' || (status === 'DELETING' && !forgottenWhileDeleting(engine, table)));
    if (status !== 'ACTIVE' && !admitted) {
      throw validation(
        `Table or Index is not in a valid state to update Key Access Insights: ${kind} must be ACTIVE to enable ContributorInsights.`,
      );
    }
    after = enabledState(before, request.ContributorInsightsMode ?? 'ACCESSED_AND_THROTTLED_KEYS', now);
  } else {
    after = disabledState(before, now);
  }
  setState(target, after);
  return {
    TableName: target.table.name,
    IndexName: target.index?.name,
    ContributorInsightsStatus: insightsStatus(after, now),
    ContributorInsightsMode: after?.mode,
  };
}

export function describeContributorInsights(engine: Engine, body: object) {
  const request = validateDescribeContributorInsights(body);
  const target = targetOf(engine, request.TableName, request.IndexName);
  const state = stateOf(target);
  const status = insightsStatus(state, engine.now());
  const { table, index } = target;
  const on = status === 'ENABLING' || status === 'ENABLED';
  const resource = index ? `${table.name}-${index.name}` : table.name;
  const hasSortKey = index ? index.keySchema.sort.length > 0 : table.keySchema.sort !== undefined;
  return {
    TableName: table.name,
    IndexName: index?.name,
    ContributorInsightsRuleList: state && on ? ruleNames(state, resource, hasSortKey) : undefined,
    ContributorInsightsStatus: status,
    // A table whose insights were never on answers with its status alone.
    LastUpdateDateTime: state && state.changedAt / 1000,
    ContributorInsightsMode: state?.mode,
  };
}

/** Every table (in name order) or one, its own entry before its indexes'; entries switched off are left out. */
export function listContributorInsights(engine: Engine, body: object) {
  const request = validateListContributorInsights(body);
  const tables =
    request.TableName === undefined
      ? [...engine.tables.values()].sort((a, b) => byCodeUnits(a.name, b.name))
      : [insightsTable(engine, request.TableName)];
  const now = engine.now();
  const entries = tables.flatMap((table) =>
    [undefined, ...globalIndexesByName(table)]
      .map((index) => ({ table, index, token: tokenOf(table, index) }))
      .filter((target) => insightsStatus(stateOf(target), now) !== 'DISABLED'),
  );
  const after = request.NextToken === undefined ? undefined : positionOf(request.NextToken);
  const start = after === undefined ? 0 : entries.findIndex((entry) => entry.token > after);
  const size =
    request.MaxResults !== undefined && request.MaxResults > 0 ? request.MaxResults : DEFAULT_MAX_RESULTS;
  const page = start < 0 ? [] : entries.slice(start, start + size);
  const more = start >= 0 && start + size < entries.length;
  return {
    ContributorInsightsSummaries: page.map((entry) => {
      const state = stateOf(entry);
      return {
        TableName: entry.table.name,
        IndexName: entry.index?.name,
        ContributorInsightsStatus: insightsStatus(state, now),
        ContributorInsightsMode: state?.mode,
      };
    }),
    NextToken: more ? encodeBase64(page[page.length - 1].token) : undefined,
  };
}

function globalIndexesByName(table: Table): SecondaryIndex[] {
  return table.indexes.filter((index) => index.kind === 'global').sort((a, b) => byCodeUnits(a.name, b.name));
}

/**
 * An entry's place in the listing, ordered as the listing is: the table name, a space (below every
 * name character), then '' for the table itself or the index name (names are ASCII).
 */
function tokenOf(table: Table, index: SecondaryIndex | undefined): string {
  return `${table.name} ${index ? index.name : ''}`;
}

function positionOf(nextToken: string): string {
  const position = decodeBase64(nextToken);
  if (position === undefined || !/^[a-zA-Z0-9_.-]+ [a-zA-Z0-9_.-]*$/.test(position)) {
    throw validation('The provided NextToken is not valid');
  }
  return position;
}
