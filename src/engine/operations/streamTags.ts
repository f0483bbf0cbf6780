/**
 * A live stream's ARN is a tag slot of its own, apart from its table's: AWS answered
 * ListTagsOfResource on a table's LatestStreamArn with 200 and no tags, and a TagResource on that
 * ARN did not tag the table (ack-api-quirks dynamodb DDB-TABLE-373, probed in 2026).
 */
import type { Engine } from '../engine.ts';
import type { TableStream } from '../streams/tableStream.ts';

const STREAM_PART = '/stream/';

/**
 * The enabled stream `arn` names: its table's latest. Any other ARN — a table's, an older or a
 * disabled stream's, another account's or Region's — is for the table checks (tagTarget.ts).
 */
export function liveStreamByArn(engine: Engine, arn: string): TableStream | undefined {
  const at = arn.indexOf(STREAM_PART);
  if (at < 0) return undefined;
  const table = engine.tableByArn(arn.slice(0, at));
  const stream = table?.latestStream;
  if (!table || table.status === 'DELETING' || stream?.arn !== arn) return undefined;
  return stream.status === 'ENABLED' || stream.status === 'ENABLING' ? stream : undefined;
}
