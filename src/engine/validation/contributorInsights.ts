/**
 * Request validation of UpdateContributorInsights, DescribeContributorInsights and
 * ListContributorInsights: the members and constraints of DynamoDB's service model (table name or
 * ARN, index name, the action and mode enums, MaxResults up to 100), in Coral's wording but where
 * AWS was recorded answering otherwise (ack-api-quirks dynamodb DDB-TABLE-457, 2026): an index name
 * of the wrong length gets a sentence of its own, checked before any constraint, and the modes are
 * listed in the order AWS listed them, not the model's.
 */
import { validation } from '../errors.ts';
import { indexName, optionalTableName, tableName } from './commonShapes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { integer, string, structure } from './shape/shapes.ts';
import { INSIGHTS_MODES, type InsightsMode } from '../insights/insightsState.ts';

export interface UpdateContributorInsightsRequest {
  TableName: string;
  IndexName?: string;
  ContributorInsightsAction: 'ENABLE' | 'DISABLE';
  ContributorInsightsMode?: InsightsMode;
}

export interface DescribeContributorInsightsRequest {
  TableName: string;
  IndexName?: string;
}

export interface ListContributorInsightsRequest {
  TableName?: string;
  NextToken?: string;
  MaxResults?: number;
}

const mode = string({ enum: [...INSIGHTS_MODES].reverse() });

/** An index name's length, in DynamoDB's sentence (the table name's is Coral's). */
function checkIndexNameLength(request: { IndexName?: string }): void {
  const name = request.IndexName;
  if (name !== undefined && (name.length < 3 || name.length > 255)) {
    throw validation('IndexName must be at least 3 characters long and at most 255 characters long');
  }
}

export const validateUpdateContributorInsights = compileRequest<UpdateContributorInsightsRequest>(
  structure('UpdateContributorInsightsInput', {
    TableName: tableName,
    IndexName: indexName(),
    ContributorInsightsAction: string({ required: true, enum: ['ENABLE', 'DISABLE'] }),
    ContributorInsightsMode: mode,
  }),
  checkIndexNameLength,
);

export const validateDescribeContributorInsights = compileRequest<DescribeContributorInsightsRequest>(
  structure('DescribeContributorInsightsInput', { TableName: tableName, IndexName: indexName() }),
  checkIndexNameLength,
);

export const validateListContributorInsights = compileRequest<ListContributorInsightsRequest>(
  structure('ListContributorInsightsInput', {
    TableName: optionalTableName,
    NextToken: string(),
    MaxResults: integer({ max: 100 }),
  }),
);
