/**
 * PutResourcePolicy's lock-out check: a new policy that would explicitly deny the caller
 * dynamodb:PutResourcePolicy on the resource it is attached to is refused with AccessDeniedException,
 * unless the request sets ConfirmRemoveSelfResourceAccess to true. As AWS answered in 2026 probes
 * (ack-api-quirks dynamodb DDB-TABLE-210: a Deny to "*" on PutResourcePolicy, alone or with
 * DeleteResourcePolicy, refused without the flag or with it false, accepted with it true; a Deny on
 * DeleteResourcePolicy alone accepted) and as the Developer Guide's resource-based policy examples
 * describe it, with the same message.
 *
 * The caller checked is the sandbox's one caller, the account's root user (the probes' caller was a
 * role; the guide's warning covers "every principal"), against the statements the sandbox enforces
 * (policyEvaluation.ts), a Deny with a Condition counted when its Condition holds for this
 * PutResourcePolicy request (requestContext.ts).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { rootCaller } from './explicitDeny.ts';
import type { PolicyDocument } from './policyDocument.ts';
import { explicitlyDenied } from './policyEvaluation.ts';
import { requestContext } from './requestContext.ts';

export const SELF_LOCKOUT =
  'The new resource policy will not allow you to update the resource policy in the future.';

export function checkSelfLockout(
  engine: Engine,
  document: PolicyDocument,
  resourceArn: string,
  confirmed: boolean | undefined,
): void {
  if (confirmed === true) return;
  const action = 'dynamodb:PutResourcePolicy';
  const caller = rootCaller(engine);
  const table = engine.tableByArn(resourceArn.replace(/\/stream\/.*$/, ''));
  const streamArn = resourceArn.includes('/stream/') ? resourceArn : undefined;
  const context = requestContext(engine, table, { action, streamArn }, caller);
  const request = { action, resource: resourceArn, caller, context, variables: document.variables };
  if (explicitlyDenied(document.statements, request)) {
    throw new DynamoDBError('AccessDeniedException', SELF_LOCKOUT);
  }
}
