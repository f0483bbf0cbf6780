import { describe, expect, it } from 'vitest';
import { withoutStatusPolls, type ScriptStep } from './scriptSteps.ts';

const step = (operation: string, request: Record<string, unknown>, expectError?: string): ScriptStep => ({
  operation,
  request,
  ...(expectError && { expectError }),
});
const describeTable = (name: string) => step('DescribeTable', { TableName: name });

describe('a run’s steps as a script', () => {
  it('leaves a waiter’s DescribeTable polls to the script’s own wait after the change', () => {
    const create = step('CreateTable', { TableName: 'app' });
    const put = step('PutItem', { TableName: 'app', Item: {} });
    const drop = step('DeleteTable', { TableName: 'old' });
    expect(
      withoutStatusPolls([
        create,
        describeTable('app'),
        describeTable('app'),
        put,
        drop,
        describeTable('old'),
        describeTable('old'),
      ]),
    ).toEqual([create, put, drop]);
  });

  it('keeps a DescribeTable that no wait stands for: of another table, after other steps, or failing', () => {
    const create = step('CreateTable', { TableName: 'app' });
    const put = step('PutItem', { TableName: 'app', Item: {} });
    const failed = step('DescribeTable', { TableName: 'app' }, 'ResourceNotFoundException');
    const steps = [create, describeTable('other'), put, describeTable('app'), failed];
    expect(withoutStatusPolls(steps)).toEqual(steps);
    // A failed CreateTable waits for nothing, so what follows it is no poll.
    const refused = step('CreateTable', { TableName: 'app' }, 'ResourceInUseException');
    expect(withoutStatusPolls([refused, describeTable('app')])).toEqual([refused, describeTable('app')]);
  });
});
