/** Reading what a learner's handler did: a promise to wait for, or an error to report as text. */

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The error as one line; anything can be thrown, even an object whose toString throws. */
export function errorMessage(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return String(error);
  } catch {
    return 'Unprintable error';
  }
}
