/**
 * The engine client with every request signed for one Region: what a view of a global table's
 * replica uses, so its reads and writes reach that Region's table (regions/regions.ts), as an SDK
 * client made with `region: 'eu-west-1'` would.
 */
import type { EngineClient } from './engineClient.ts';

export function regionalClient(client: EngineClient, region: string): EngineClient {
  return { ...client, request: (target, body) => client.request(target, body, region) };
}
