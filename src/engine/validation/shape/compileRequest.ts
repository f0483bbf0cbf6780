/**
 * One operation's request shape compiled once into the first two validation steps: the JSON type
 * check (SerializationException on the first wrong type) and the constraint check. A few operations
 * answer a missing member with their own message before any constraint is checked;
 * `beforeConstraints` is where they do that. The constraint check is Coral's — every violation, in
 * the shape's order, in one ValidationException — unless the operation brings its own
 * (validation/itemWriteConstraints.ts).
 */
import { compileConstraints } from './constraints.ts';
import { violationsError } from './coral.ts';
import type { Shape } from './shapes.ts';
import { compileTypeCheck } from './typeCheck.ts';

export type RequestCheck<T> = (body: object) => T;

/** Throws the ValidationException a typed request's member violations draw. */
export type ConstraintCheckStep<T> = (request: T) => void;

/** Coral's constraint check: `undefined` for a shape without constraints. */
export function coralConstraints<T>(shape: Shape): ConstraintCheckStep<T> | undefined {
  const constraints = compileConstraints(shape);
  if (!constraints) return undefined;
  return (request) => {
    const errors: string[] = [];
    constraints(request, '', '', errors);
    if (errors.length > 0) throw violationsError(errors);
  };
}

export function compileRequest<T>(
  shape: Shape,
  beforeConstraints?: (request: T) => void,
  checkConstraints: ConstraintCheckStep<T> | undefined = coralConstraints<T>(shape),
): RequestCheck<T> {
  const typeCheck = compileTypeCheck(shape);
  return (body) => {
    const request = typeCheck(body) as T;
    if (beforeConstraints) beforeConstraints(request);
    if (checkConstraints) checkConstraints(request);
    return request;
  };
}
