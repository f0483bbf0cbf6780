/**
 * How the app reaches the engine: one interface, two implementations — in-process (unit tests, and
 * anything that wants the engine on the same thread) and a comlink client for the engine's Web
 * Worker (the browser app). Nothing here throws: every failure comes back as data.
 */
import type { Outcome, PartiQLSyntaxError, Served, WireError } from '../worker/api.ts';
import type { PersistenceStatus } from '../worker/persistence/persistenceStatus.ts';
import type { OpenSandboxOutcome } from '../worker/persistence/sandboxFile.ts';
import type { CapacityClient } from './capacityClient.ts';
import type { TriggersClient } from './triggersClient.ts';

export type { ErrorPosition, Outcome, PartiQLSyntaxError, Served, WireError } from '../worker/api.ts';
export type { PersistenceStatus } from '../worker/persistence/persistenceStatus.ts';
export type { OpenSandboxOutcome } from '../worker/persistence/sandboxFile.ts';
export type { RequestTrace } from '../engine/trace.ts';

export interface EngineClient {
  /**
   * One wire request; `target` like `DynamoDB_20120810.Query`, `body` JSON text; `region` the one
   * it is signed for (the home Region's when absent, or when that Region has no replica).
   */
  request(target: string, body: string, region?: string): Promise<Outcome<Served>>;
  /** The DynamoDB operations the engine answers. */
  operations(): Promise<string[]>;
  /** The engine's PartiQL parser on a statement: its syntax error with the position, if any. */
  checkPartiQL(statement: string): Promise<PartiQLSyntaxError | undefined>;
  /** Hands the engine one end of a MessageChannel on which it serves the wire protocol (sandbox SDK). */
  connectWirePort(port: MessagePort): Promise<void>;
  /** Whether the sandbox is saved between visits, and when it last was. */
  watchPersistence(listener: (status: PersistenceStatus) => void): Promise<void>;
  /** The saved sandbox exactly as stored (to download a copy of data that cannot be restored). */
  savedData(): Promise<unknown>;
  /** The whole sandbox as it is now, in the saved format: what "Download sandbox" writes. */
  sandboxData(): Promise<unknown>;
  /** Replaces the whole sandbox by a downloaded one; on failure nothing changes and the reason comes back. */
  openSandbox(data: unknown): Promise<OpenSandboxOutcome>;
  /** Once the tab that saved the sandbox has closed: saves this tab's sandbox in place of the saved one. */
  saveHere(): Promise<void>;
  /**
   * The page is being hidden or closed: a save that waits its turn is made now (saveOnLeave.ts).
   * Sent without waiting for an answer, since a closing page cannot wait.
   */
  flushSave(): void;
  /** Deletes every table and item (and the saved copy): a fresh sandbox. */
  reset(): Promise<void>;
  /** Lambda-style triggers on table streams, each handler run in a worker of its own. */
  readonly triggers: TriggersClient;
  /** Per-second capacity of tables, indexes and partitions, and load generator runs. */
  readonly capacity: CapacityClient;
  /** Stops the engine (the worker is terminated; the in-process engine is dropped). */
  dispose(): void;
}

/** An error raised on this side of the boundary (the worker is gone, a message could not be sent). */
export function clientError(error: unknown): WireError {
  const message = error instanceof Error ? error.message : String(error);
  const __type = 'DynamoSandbox#ClientError';
  return { __type, message, status: 0, body: JSON.stringify({ __type, message }) };
}

/** `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException` → `ConditionalCheckFailedException`. */
export function errorName(wireType: string): string {
  return wireType.slice(wireType.lastIndexOf('#') + 1);
}

/** How the app shows an error in one line: `ResourceNotFoundException: Requested resource not found`. */
export function errorText(error: Pick<WireError, '__type' | 'message'>): string {
  return `${errorName(error.__type)}: ${error.message}`;
}
