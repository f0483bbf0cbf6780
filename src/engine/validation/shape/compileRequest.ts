/**
 * One operation's request shape compiled once into the first two validation steps: the JSON type
 * check (SerializationException on the first wrong type) and the constraint check (all violations,
 * Coral-formatted, in one ValidationException). A few operations answer a missing member with their
 * own message before any constraint is checked; `beforeConstraints` is where they do that.
 */
import { compileConstraints } from './constraints.ts';
import { violationsError } from './coral.ts';
import type { Shape } from './shapes.ts';
import { compileTypeCheck } from './typeCheck.ts';

export type RequestCheck<T> = (body: object) => T;

export function compileRequest<T>(shape: Shape, beforeConstraints?: (request: T) => void): RequestCheck<T> {
  const typeCheck = compileTypeCheck(shape);
  const constraints = compileConstraints(shape);
  return (body) => {
    const request = typeCheck(body) as T;
    if (beforeConstraints) beforeConstraints(request);
    if (constraints) {
      const errors: string[] = [];
      constraints(request, '', '', errors);
      if (errors.length > 0) throw violationsError(errors);
    }
    return request;
  };
}
