/**
 * Enforcing the explicit denies of resource-based policies on the sandbox's caller, before an
 * operation runs (so a refused request changes nothing). An explicit Deny in a resource-based policy
 * binds even the account's root user; only managing the policy itself stays open to it (AWS: "the
 * root principal can always delete" a policy), so a learner can always undo a lock-out. A new policy
 * that would deny it PutResourcePolicy is refused unless confirmed, as on AWS (selfLockout.ts). Allows
 * need no enforcing: the caller is the root user, allowed everything in its own account.
 *
 * The policy enforced is the one GetResourcePolicy shows: a change applies once it settles. (AWS
 * enforced a first Deny within about 2 s in 2026 probes, later changes only after minutes: ack-api-
 * quirks dynamodb DDB-TABLE-324; the sandbox does not model that second delay.)
 *
 * A Deny with a Condition applies when the Condition holds for the request (policyEvaluation.ts,
 * requestContext.ts): a batch's or a transaction's items are each tested, and one denied item refuses
 * the whole request, before anything changes.
 *
 * Cheap when unused: nothing is looked at until the engine has stored a document with a Deny, and a
 * request's context is built only for a policy with a Condition.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { findStream } from '../streams/streamRegistry.ts';
import type { PolicyStatement } from './policyDocument.ts';
import { explicitlyDenied, hasEnforcedDeny } from './policyEvaluation.ts';
import { visiblePolicy, type PolicySlot } from './policySlot.ts';
import { requestContext } from './requestContext.ts';
import { requestedAccess } from './requestResources.ts';

const enforcing = new WeakSet<Engine>();
const NO_CONTEXT: ReadonlyMap<string, readonly string[]> = new Map();

/** Called for every document stored: the first with a Deny turns enforcement on for the engine. */
export function watchForDenies(engine: Engine, statements: readonly PolicyStatement[]): void {
  if (!enforcing.has(engine) && hasEnforcedDeny(statements)) enforcing.add(engine);
}

/** The sandbox's one caller: the ARN of its account's root user. */
export const rootCaller = (engine: Engine) => `arn:${engine.partition}:iam::${engine.accountId}:root`;

/**
 * Refuses the request with AccessDeniedException if a policy in force explicitly denies it; `target`
 * is the X-Amz-Target (`DynamoDB_20120810.GetItem`).
 */
export function checkExplicitDeny(engine: Engine, target: string, request: object): void {
  if (!enforcing.has(engine)) return;
  const operation = target.slice(target.indexOf('.') + 1);
  const caller = rootCaller(engine);
  for (const access of requestedAccess(engine, operation, request as Record<string, unknown>)) {
    const table = engine.tables.get(access.tableName);
    if (!table) continue;
    const slot: PolicySlot | undefined = access.streamArn
      ? findStream(engine, access.streamArn)?.policy
      : table.resourcePolicy;
    const policy = slot && visiblePolicy(engine, slot);
    if (!policy) continue;
    const conditional = policy.statements.some((statement) => statement.Condition !== undefined);
    const context = conditional ? requestContext(engine, table, access, caller) : NO_CONTEXT;
    if (
      explicitlyDenied(policy.statements, {
        action: access.action,
        resource: access.resource,
        caller,
        context,
        variables: policy.variables,
      })
    ) {
      throw new DynamoDBError(
        'AccessDeniedException',
        `User: ${caller} is not authorized to perform: ${access.action} on resource: ${access.resource} with an explicit deny in a resource-based policy`,
      );
    }
  }
}
