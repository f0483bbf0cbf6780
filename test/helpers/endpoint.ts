/**
 * Engines behind the real AWS SDK, for conformance tests:
 *
 *   const endpoint = await startEndpoint();          // HTTP server on a random port, fresh engine
 *   await endpoint.client.send(new CreateTableCommand({ ... }));
 *   await endpoint.doc.send(new PutCommand({ ... }));
 *   const { status, body } = endpoint.wire('GetItem', { TableName: 't', Key: { ... } });
 *   await endpoint.close();
 *
 * `inProcessEndpoint()` gives the same shape without a socket (the SDK talks to `dispatch` through
 * createSdkRequestHandler): faster, and what the browser console does. Tables become ACTIVE at once
 * (tableStatusDelayMs 0) unless a test asks otherwise.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createSdkRequestHandler } from '../../src/client/sdkRequestHandler.ts';
import { Engine, type EngineOptions } from '../../src/engine/engine.ts';
import { startClockDriver } from '../../src/engine/clockDriver.ts';
import { createAsyncDispatch, createDispatch, type Dispatch } from '../../src/protocol/dispatch.ts';
import { createDynamoServer, type DynamoServerOptions } from '../../src/server/dynamoServer.ts';

export const TEST_CREDENTIALS = {
  accessKeyId: 'AKIDSANDBOXTEST',
  secretAccessKey: 'sandbox-secret',
} as const;

export interface EndpointOptions extends EngineOptions {
  /** Server settings (limits, timeouts) for startEndpoint; ignored in process. */
  server?: Omit<DynamoServerOptions, 'dispatch' | 'region'>;
}

/** A parsed wire reply from `dispatch`. */
export interface WireResult {
  status: number;
  body: Record<string, unknown>;
}

export interface InProcessEndpoint {
  engine: Engine;
  dispatch: Dispatch;
  /** SDK client with maxAttempts 1 (errors surface at once), dummy credentials and the engine's region. */
  client: DynamoDBClient;
  doc: DynamoDBDocumentClient;
  /** Calls an operation with a wire-format (JSON) request, straight through dispatch. */
  wire(operation: string, request: unknown): WireResult;
  close(): Promise<void>;
}

export interface TestEndpoint extends InProcessEndpoint {
  /** Base URL of the HTTP server, e.g. http://127.0.0.1:41234 */
  url: string;
}

function freshEngine(options: EndpointOptions): Engine {
  const { server: _server, ...engineOptions } = options;
  return new Engine({ tableStatusDelayMs: 0, ...engineOptions });
}

function sdkClients(client: DynamoDBClient) {
  return { client, doc: DynamoDBDocumentClient.from(client) };
}

function wireCaller(dispatch: Dispatch) {
  return (operation: string, request: unknown): WireResult => {
    const reply = dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(request));
    return {
      status: reply.status,
      body: (reply.body === '' ? {} : JSON.parse(reply.body)) as Record<string, unknown>,
    };
  };
}

/** An HTTP endpoint on 127.0.0.1 and a random free port, with a fresh engine. */
export async function startEndpoint(options: EndpointOptions = {}): Promise<TestEndpoint> {
  const engine = freshEngine(options);
  const dispatch = createDispatch(engine);
  // The server waits on the engine clock like `npm run serve` does (transactions in flight).
  const stopDriver = startClockDriver(engine, {
    setTimeout,
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });
  const server = createDynamoServer({
    ...options.server,
    dispatch: createAsyncDispatch(engine, { checksums: true }),
    region: engine.region,
  });
  const url = await server.listen(0);
  const client = new DynamoDBClient({
    endpoint: url,
    region: engine.region,
    credentials: TEST_CREDENTIALS,
    maxAttempts: 1,
  });
  return {
    url,
    engine,
    dispatch,
    ...sdkClients(client),
    wire: wireCaller(dispatch),
    async close() {
      client.destroy();
      stopDriver();
      await server.close();
    },
  };
}

/** The same clients without a network: the SDK's requests go straight into dispatch. */
export function inProcessEndpoint(options: EndpointOptions = {}): InProcessEndpoint {
  const engine = freshEngine(options);
  const dispatch = createDispatch(engine);
  const client = new DynamoDBClient({
    endpoint: 'http://sandbox.local',
    region: engine.region,
    credentials: TEST_CREDENTIALS,
    maxAttempts: 1,
    requestHandler: createSdkRequestHandler(dispatch),
  });
  return {
    engine,
    dispatch,
    ...sdkClients(client),
    wire: wireCaller(dispatch),
    async close() {
      client.destroy();
    },
  };
}
