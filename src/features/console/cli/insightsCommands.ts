/**
 * `aws dynamodb` commands for CloudWatch Contributor Insights (part of the console's command table,
 * cliCommands.ts). botocore has no paginator for list-contributor-insights: it prints one page.
 */
import type { CommandSpec } from './cliCommands.ts';
import { int, required, s } from './optionSpecs.ts';

export const insightsCommands: Record<string, CommandSpec> = {
  'update-contributor-insights': {
    operation: 'UpdateContributorInsights',
    options: {
      'table-name': required('string'),
      'index-name': s,
      'contributor-insights-action': required('string'),
      'contributor-insights-mode': s,
    },
  },
  'describe-contributor-insights': {
    operation: 'DescribeContributorInsights',
    options: { 'table-name': required('string'), 'index-name': s },
  },
  'list-contributor-insights': {
    operation: 'ListContributorInsights',
    options: { 'table-name': s, 'next-token': s, 'max-results': int },
  },
};
