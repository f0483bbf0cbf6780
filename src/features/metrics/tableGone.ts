import type { CapacityFeedState } from '../../client/capacityFeed.ts';
import { errorName } from '../../client/engineClient.ts';

/**
 * Whether the home Region's table a capacity section names is not there (deleted, or the sandbox
 * reset): the page then says so in words, as the Explorer does, rather than showing the engine's
 * error under a heading that names the table. A Region's replica that is missing keeps its own
 * message, which leads to the home Region's table (RegionProblem); a feed that could not ask the
 * engine says nothing about the table.
 */
export function tableGone(
  state: CapacityFeedState,
  tableName: string | undefined,
  region: string | undefined,
): boolean {
  return (
    tableName !== undefined &&
    region === undefined &&
    state.tableName === tableName &&
    state.region === undefined &&
    state.error !== undefined &&
    errorName(state.error.__type) === 'ResourceNotFoundException'
  );
}
