/**
 * Nested parses without native recursion. The parsers are written as generators: a production that
 * goes one level deeper (into parentheses or a function's arguments) asks for the nested parse with
 * `yield* nested(() => …)` instead of calling it, and `runParse` keeps the open levels on a heap
 * stack. Within one level productions still call each other (`yield* parseAnd(cursor)`), which costs
 * a bounded number of native frames, so the native stack stays flat however deep the input nests.
 *
 * Why: a 4 KB expression can nest about 2,000 levels ("(((…" or "f(f(…"), and the engine runs in
 * Web Workers, whose stacks can be small. DynamoDB answers such inputs with its usual errors
 * (redundant parentheses, too many operators, invalid function name …), so the parser must read
 * them to the end rather than stop at a depth bound.
 */

/** A production: yields requests for nested parses, returns its node. */
export type Production<T> = Generator<NestedRequest, T, unknown>;

/** Starts the nested production; runParse runs it to completion and hands back its result. */
export type NestedRequest = () => Production<unknown>;

/** Parses one nested level: the value is what `start`'s production returns. */
export function* nested<T>(start: () => Production<T>): Production<T> {
  return (yield start) as T;
}

/** Runs `production` and every nested parse it asks for, depth-first, on an explicit stack. */
export function runParse<T>(production: Production<T>): T {
  const open: Production<unknown>[] = [production];
  let result: unknown = undefined;
  for (;;) {
    const step = open[open.length - 1].next(result);
    if (step.done) {
      open.pop();
      if (open.length === 0) return step.value as T;
      result = step.value;
    } else {
      open.push(step.value());
      result = undefined;
    }
  }
}
