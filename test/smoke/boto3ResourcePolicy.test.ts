/**
 * Resource-based policies through boto3 against `npm run serve` (resource_policy_boto3.py): the
 * operations, their modelled PolicyNotFoundException, the canonical form read back once the policy
 * is applied, Block Public Access, and a Deny refusing the caller's own DeleteTable.
 */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { boto3Steps } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./resource_policy_boto3.py', import.meta.url));
const SHARED = 'arn:aws:dynamodb:us-east-1:000000000000:table/shared';

const server = serveDuringSuite(['--table-status-delay-ms', '200']);

it('boto3 puts, reads and is refused as DynamoDB refuses it', () => {
  const steps = boto3Steps(SCRIPT, server().url);
  expect(steps).toEqual([
    { step: 'none', message: `Resource-based policy not found for the provided ResourceArn: ${SHARED}` },
    {
      step: 'read',
      same_revision: true,
      policy: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { AWS: 'arn:aws:iam::444455556666:root' },
            Action: 'dynamodb:Query',
            Resource: SHARED,
          },
        ],
      },
    },
    {
      step: 'public',
      code: 'ValidationException',
      message:
        'Resource-based policy grants unbounded access in one or more elements. Please revise the policy to ensure least-privilege form of access',
    },
    {
      step: 'deny',
      code: 'AccessDeniedException',
      message:
        'User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:DeleteTable on resource: arn:aws:dynamodb:us-east-1:000000000000:table/vault with an explicit deny in a resource-based policy',
    },
  ]);
});
