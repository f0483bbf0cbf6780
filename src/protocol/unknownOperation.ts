/**
 * DynamoDB's answer to an X-Amz-Target it does not know: a bare UnknownOperationException. The
 * sandbox answers every operation of the API (2012-08-10) that the pinned AWS SDK knows —
 * unknownOperation.test.ts holds it to that — so only a made-up or misspelt target gets this.
 */
import { DynamoDBError } from '../engine/errors.ts';

export const unknownOperationError = (): DynamoDBError => new DynamoDBError('UnknownOperationException', '');
