/**
 * For validator unit tests: what a validator rejects a request with, as [error name, message], and
 * the shapes of DynamoDB's two most common validation answers.
 */
export type Failure = [string, string];

/** A failure function for one validator: `failure(body)` returns its rejection or throws if it accepted. */
export function failureOf(validate: (body: object) => unknown): (body: object) => Failure {
  return (body) => {
    try {
      validate(body);
    } catch (error) {
      return [(error as Error).name, (error as Error).message];
    }
    throw new Error('accepted');
  };
}

export const invalid = (message: string): Failure => ['ValidationException', message];

/** The "One or more parameter values were invalid: …" family. */
export const parameter = (detail: string): Failure =>
  invalid(`One or more parameter values were invalid: ${detail}`);
