/**
 * The AWS SDK as learner code finds it (a console run, a trigger's handler): the ready-made clients
 * `client` and `doc`, connected to the engine instead of the network, and the two packages it may
 * import by name. The ready clients are the SDK's aggregated classes, DynamoDB and DynamoDBDocument
 * (subclasses of DynamoDBClient and DynamoDBDocumentClient): AWS examples send requests both as
 * `client.send(new PutItemCommand(…))` and as `doc.put(…)`, and both work here.
 *
 * Code copied from AWS docs makes its own client — `new DynamoDBClient({})` at the top of a module,
 * `new DynamoDB({ region: 'eu-west-1' })`, one pointed at DynamoDB Local — and expects credentials, a
 * region and a network. Here the imported client classes connect every client to the engine: what
 * its config says about endpoint and credentials is replaced, and each request goes where the ready
 * `client`'s requests go at that moment (the thread's global: one per worker, and per invocation for
 * handlers run in-thread).
 */
import * as clientDynamodb from '@aws-sdk/client-dynamodb';
import * as libDynamodb from '@aws-sdk/lib-dynamodb';
import {
  createSdkRequestHandler,
  type ReplySource,
  type SdkRequestHandler,
} from '../../client/sdkRequestHandler.ts';
import type { ModuleRegistry } from './learnerModule.ts';

type ClientConfig = clientDynamodb.DynamoDBClientConfig;

/** The Region the ready clients sign for: the browser engine's home Region (Engine's default). */
export const HOME_REGION = 'us-east-1';

const CONNECTED: Pick<ClientConfig, 'endpoint' | 'credentials'> = {
  endpoint: 'http://sandbox.local',
  credentials: { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' },
};

export interface SandboxClients {
  client: clientDynamodb.DynamoDB;
  doc: libDynamodb.DynamoDBDocument;
}

/** The ready-made clients, answered by `send`. */
export function createSandboxClients(send: ReplySource): SandboxClients {
  const client = new clientDynamodb.DynamoDB({
    ...CONNECTED,
    region: HOME_REGION,
    requestHandler: createSdkRequestHandler(send),
  });
  return { client, doc: libDynamodb.DynamoDBDocument.from(client) };
}

/** Sends through the ready `client` of the moment. */
const throughReadyClient: SdkRequestHandler = {
  handle(request, options) {
    const ready = (globalThis as { client?: unknown }).client;
    if (!(ready instanceof clientDynamodb.DynamoDBClient)) {
      return Promise.reject(new Error('The sandbox has no engine to send to yet.'));
    }
    return (ready.config.requestHandler as SdkRequestHandler).handle(request, options);
  },
  updateHttpClientConfig() {},
  httpHandlerConfigs() {
    return {};
  },
};

const connected = (config: ClientConfig = {}): ClientConfig => ({
  ...config,
  ...CONNECTED,
  region: config.region ?? HOME_REGION,
  requestHandler: throughReadyClient,
});

const DynamoDBClient = class DynamoDBClient extends clientDynamodb.DynamoDBClient {
  constructor(config?: ClientConfig) {
    super(connected(config));
  }
};

const DynamoDB = class DynamoDB extends clientDynamodb.DynamoDB {
  constructor(config?: ClientConfig) {
    super(connected(config));
  }
};

/** The packages learner code may import, with their client classes connected to the engine. */
export const SDK_REGISTRY: ModuleRegistry = {
  '@aws-sdk/client-dynamodb': { ...clientDynamodb, DynamoDBClient, DynamoDB },
  '@aws-sdk/lib-dynamodb': libDynamodb,
};

type Send = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Counts the SDK requests in progress, from `send` until its promise settles (signing and retries
 * included), for every client of this thread: a run is not over while one is, as Node would not
 * exit while a socket is open. `started` is called as a request is sent and returns what to call
 * when it has settled (so a request is counted off the run that sent it, whatever runs by then).
 * The caller gets a promise of its own, so a request nobody awaits that fails is still an
 * unhandled rejection. Returns the undoing function (for tests).
 */
export function countSends(started: () => () => void): () => void {
  const base = Object.getPrototypeOf(clientDynamodb.DynamoDBClient.prototype) as { send: Send };
  const send = base.send;
  base.send = function (this: unknown, ...args: unknown[]) {
    const ended = started();
    // The callback form (send(command, callback)) returns nothing and calls back instead.
    const last = args.length - 1;
    const callsBack = last > 0 && typeof args[last] === 'function';
    if (callsBack) {
      const callback = args[last] as (...results: unknown[]) => unknown;
      args[last] = (...results: unknown[]) => {
        ended();
        return callback(...results);
      };
    }
    let result: unknown;
    try {
      result = send.apply(this, args);
    } catch (error) {
      ended();
      throw error;
    }
    if (result instanceof Promise) return result.finally(ended);
    if (!callsBack) ended();
    return result;
  };
  return () => {
    base.send = send;
  };
}
