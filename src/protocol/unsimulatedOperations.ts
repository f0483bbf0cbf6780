/**
 * DynamoDB operations the sandbox does not simulate. DynamoDB answers an operation it does not know
 * with a bare UnknownOperationException; for one that DynamoDB has and the sandbox leaves out, the
 * sandbox answers with the same error type (so clients behave the same) and a message that says what
 * is left out and what to use instead — a learner running a command from the AWS docs should not be
 * left guessing.
 */
import { DynamoDBError } from '../engine/errors.ts';
import { DYNAMODB_PREFIX } from './operationTable.ts';

interface Group {
  /** What the operations belong to. */
  topic: string;
  /** What to do instead, if anything. */
  hint?: string;
  operations: readonly string[];
}

const GROUPS: readonly Group[] = [
  {
    topic: 'Kinesis Data Streams for DynamoDB',
    hint: 'use the table\u2019s DynamoDB stream (StreamSpecification) instead',
    operations: [
      'EnableKinesisStreamingDestination',
      'DisableKinesisStreamingDestination',
      'DescribeKinesisStreamingDestination',
      'UpdateKinesisStreamingDestination',
    ],
  },
];

const GROUP_OF = new Map<string, Group>(
  GROUPS.flatMap((group) =>
    group.operations.map((operation): [string, Group] => [DYNAMODB_PREFIX + operation, group]),
  ),
);

const UNKNOWN = new DynamoDBError('UnknownOperationException', '');

/** The error for a target the engine does not answer: a bare one, or one that says why. */
export function unknownOperationError(target: string): DynamoDBError {
  const group = GROUP_OF.get(target);
  if (group === undefined) return UNKNOWN;
  const operation = target.slice(DYNAMODB_PREFIX.length);
  const hint = group.hint === undefined ? '' : `: ${group.hint}`;
  return new DynamoDBError(
    'UnknownOperationException',
    `Dynamo Sandbox does not simulate ${operation} (${group.topic})${hint}.`,
  );
}

/** The DynamoDB operations the sandbox leaves out, by name (for tests and documentation). */
export function unsimulatedOperationNames(): string[] {
  return GROUPS.flatMap((group) => group.operations);
}
