/**
 * Request validation of UpdateContributorInsights, DescribeContributorInsights and
 * ListContributorInsights: the members and constraints of DynamoDB's service model (table name or
 * ARN, index name, the action and mode enums in the model's order, MaxResults up to 100). Coral's
 * wording of these violations follows every other operation's; AWS's own texts for these members
 * are not recorded.
 */
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

const mode = string({ enum: INSIGHTS_MODES });

export const validateUpdateContributorInsights = compileRequest<UpdateContributorInsightsRequest>(
  structure('UpdateContributorInsightsInput', {
    TableName: tableName,
    IndexName: indexName(),
    ContributorInsightsAction: string({ required: true, enum: ['ENABLE', 'DISABLE'] }),
    ContributorInsightsMode: mode,
  }),
);

export const validateDescribeContributorInsights = compileRequest<DescribeContributorInsightsRequest>(
  structure('DescribeContributorInsightsInput', { TableName: tableName, IndexName: indexName() }),
);

export const validateListContributorInsights = compileRequest<ListContributorInsightsRequest>(
  structure('ListContributorInsightsInput', {
    TableName: optionalTableName,
    NextToken: string(),
    MaxResults: integer({ max: 100 }),
  }),
);
