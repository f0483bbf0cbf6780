/**
 * A global table through boto3 against `npm run serve` (global_table_boto3.py): a replica added and
 * waited for, each client reaching the Region it signs for, a write replicated, and DynamoDB's
 * 24-hour rule for the Region that added the replica.
 */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { boto3Steps } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./global_table_boto3.py', import.meta.url));

const server = serveDuringSuite(['--table-status-delay-ms', '200', '--replication-latency-ms', '300']);

it('boto3 adds a replica, reaches it in its Region and sees writes travel', () => {
  const steps = boto3Steps(SCRIPT, server().url);
  expect(steps).toEqual([
    { step: 'added', status: 'UPDATING', version: '2019.11.21' },
    { step: 'active', replicas: [['eu-west-1', 'ACTIVE']] },
    {
      step: 'europe',
      arn: 'arn:aws:dynamodb:eu-west-1:000000000000:table/profiles',
      stream: 'NEW_AND_OLD_IMAGES',
    },
    { step: 'replicated', item: { id: { S: 'ada' }, city: { S: 'Dublin' } } },
    {
      step: 'source',
      code: 'ValidationException',
      message:
        'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.',
    },
  ]);
});
