/**
 * A table's streams as ListStreams lists them — the current one and the earlier ones, still readable
 * for 24 hours after they were disabled — for the Streams tab's stream picker, newest first.
 */
import type { EngineClient, Outcome } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { streamsCall } from '../../client/streamCalls.ts';
import { streamPredatesTable } from './earlierStreamNote.ts';

export interface ListedStream {
  StreamArn: string;
  TableName: string;
  StreamLabel: string;
}

export interface StreamChoice {
  arn: string;
  label: string;
  /** Only the table's latest stream can be on; every other one was disabled (Streams.html). */
  enabled: boolean;
  latest: boolean;
  /** A stream of an earlier table of the same name, deleted before this one was created. */
  earlierTable?: true;
}

/** ListStreams pages hold at most 100; a sandbox table never has that many streams in a day. */
const MAX_PAGES = 10;

/** ListStreams(TableName), following LastEvaluatedStreamArn: oldest first, as the API lists them. */
export async function listTableStreams(
  client: EngineClient,
  tableName: string,
): Promise<Outcome<ListedStream[]>> {
  const streams: ListedStream[] = [];
  let start: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const outcome = await streamsCall<{ Streams: ListedStream[]; LastEvaluatedStreamArn?: string }>(
      client,
      'ListStreams',
      start ? { TableName: tableName, ExclusiveStartStreamArn: start } : { TableName: tableName },
    );
    if (!outcome.ok) return outcome;
    streams.push(...outcome.value.Streams);
    start = outcome.value.LastEvaluatedStreamArn;
    if (!start) break;
  }
  return { ok: true, value: streams };
}

/**
 * The picker's options, newest first. The table's LatestStreamArn comes first even before ListStreams
 * has answered, and while ListStreams, read once an hour, still lists it past its 24 hours, so the
 * current stream is there to pick — unless the engine has forgotten it (`latestGone`: disabled more
 * than 24 hours ago, by DescribeStreamRetention and the clock). DynamoDB's ListStreams lists it no
 * more and DescribeStream answers ResourceNotFoundException, so it is not offered: the Stream
 * section says why (lastStreamReadability.ts). Every earlier stream was disabled before it, so none
 * is left either.
 */
export function streamChoices(
  listed: ListedStream[],
  table: TableDescription,
  latestGone = false,
): StreamChoice[] {
  if (latestGone) return [];
  const latestArn = table.LatestStreamArn;
  const on = table.StreamSpecification?.StreamEnabled === true;
  const choices = [...listed]
    .reverse()
    .filter((stream) => stream.StreamArn !== latestArn)
    .map((stream): StreamChoice => ({
      arn: stream.StreamArn,
      label: stream.StreamLabel,
      enabled: false,
      latest: false,
      ...(streamPredatesTable(stream.StreamLabel, table) && { earlierTable: true }),
    }));
  if (!latestArn) return choices;
  const label = table.LatestStreamLabel ?? latestArn.slice(latestArn.lastIndexOf('/') + 1);
  return [{ arn: latestArn, label, enabled: on, latest: true }, ...choices];
}

/** How an option reads: its label (the creation time), and whether it is on. */
export function choiceText(choice: StreamChoice): string {
  if (choice.enabled) return `${choice.label} (current, on)`;
  if (choice.earlierTable) return `${choice.label} (disabled, of an earlier table of this name)`;
  return choice.latest ? `${choice.label} (current, disabled)` : `${choice.label} (disabled)`;
}

/**
 * The stream shown: the one picked while the table's latest stream was `picked.latest` and it is
 * still listed, else the latest — a stream enabled meanwhile is shown at once — unless it is no
 * longer offered (gone): then none, rather than a stream whose reading can only fail.
 */
export function shownStream(
  picked: { arn: string; latest: string | undefined } | undefined,
  choices: StreamChoice[],
  latestArn: string | undefined,
): string | undefined {
  if (picked && picked.latest === latestArn && choices.some((choice) => choice.arn === picked.arn)) {
    return picked.arn;
  }
  return choices.some((choice) => choice.arn === latestArn) ? latestArn : undefined;
}
