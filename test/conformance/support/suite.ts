/**
 * One started endpoint per test file (a fresh engine behind a real HTTP server), reached through
 * the three transports of transports.ts, plus the assertions every conformance file shares.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startEndpoint, type EndpointOptions, type TestEndpoint } from '../../helpers/endpoint.ts';
import { transport, type Call, type Outcome, type TransportName } from './transports.ts';

export type { Call, Outcome, TransportName };

/**
 * A reply body as tests read it: JSON whose shape each assertion checks, navigated freely
 * (`body.Items[0].s.N`). The one place the suite opts out of static types.
 */

export type Json = any;

export const ALL_TRANSPORTS: readonly TransportName[] = ['dispatch', 'http', 'sdk'];
/** For bodies the SDK cannot express (unknown fields, wrongly typed values). */
export const WIRE_TRANSPORTS: readonly TransportName[] = ['dispatch', 'http'];
/** For functionality: in process and through the real SDK over HTTP. */
export const CLIENT_TRANSPORTS = ['dispatch', 'sdk'] as const;

export interface Conformance {
  endpoint: TestEndpoint;
  call: Record<TransportName, Call>;
}

/** Starts the file's endpoint before its tests and closes it after them. */
export function useEndpoint(options: EndpointOptions = {}): Conformance {
  const context = {} as Conformance;
  beforeAll(async () => {
    context.endpoint = await startEndpoint(options);
    context.call = {
      dispatch: transport(context.endpoint, 'dispatch'),
      http: transport(context.endpoint, 'http'),
      sdk: transport(context.endpoint, 'sdk'),
    };
  });
  afterAll(() => context.endpoint.close());
  return context;
}

/** The body of a successful reply (fails the test, showing the error, otherwise). */
export function ok(outcome: Outcome): Record<string, Json> {
  if (!outcome.ok) expect.fail(`expected success, got ${outcome.type}: ${outcome.message}`);
  expect(outcome.status).toBe(200);
  return outcome.body;
}

/** Asserts DynamoDB's error: name, exact message, HTTP 400. Returns the extra body fields. */
export function failed(outcome: Outcome, type: string, message: string): Record<string, Json> {
  if (outcome.ok) expect.fail(`expected ${type}, got success ${JSON.stringify(outcome.body)}`);
  expect({ type: outcome.type, message: outcome.message }).toEqual({ type, message });
  expect(outcome.status).toBe(400);
  return outcome.extra;
}

/** Sends the same body on each transport and asserts the same error from each. */
export async function rejectsOn(
  context: Conformance,
  transports: readonly TransportName[],
  operation: string,
  body: object,
  type: string,
  message: string,
): Promise<void> {
  for (const via of transports) {
    const outcome = await context.call[via](operation, body);
    if (outcome.ok) expect.fail(`${via}: expected ${type}, got success`);
    expect({ via, type: outcome.type, message: outcome.message, status: outcome.status }).toEqual({
      via,
      type,
      message,
      status: 400,
    });
  }
}

export const validationOn = (
  context: Conformance,
  transports: readonly TransportName[],
  operation: string,
  body: object,
  message: string,
) => rejectsOn(context, transports, operation, body, 'ValidationException', message);

/** "1 validation error detected: …" / "N validation errors detected: …" as Coral words it. */
export function constraintErrors(...errors: string[]): string {
  const count = errors.length;
  return `${count} validation error${count === 1 ? '' : 's'} detected: ${errors.join('; ')}`;
}

export const parameterError = (detail: string) => `One or more parameter values were invalid: ${detail}`;
