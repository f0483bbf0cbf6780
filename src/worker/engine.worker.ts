/** The engine's dedicated worker: one engine for the whole app, saved in IndexedDB, reached with comlink. */
import { expose } from 'comlink';
import { onInternalError } from '../protocol/dispatch.ts';
import { createEngineHost } from './engineHost.ts';
import { idbSnapshotStorage } from './persistence/idbStorage.ts';

onInternalError((error) => console.error('Dynamo Sandbox engine: internal error', error));
expose(createEngineHost(idbSnapshotStorage()));
