import { describe, expect, it } from 'vitest';
import { callWith, clockCalls } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { describeStream, streamRetention } from '../../client/streamCalls.ts';
import { streamGone } from './lastStreamReadability.ts';
import { choiceText, listTableStreams, shownStream, streamChoices } from './tableStreams.ts';

/** `app`, its stream on from the start. */
const APP_WITH_STREAM = {
  TableName: 'app',
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  BillingMode: 'PAY_PER_REQUEST',
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
};

async function describeTable(client: ReturnType<typeof createInProcessClient>, name: string) {
  const outcome = await callWith(client, 'DescribeTable', { TableName: name });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return (outcome.value.reply as { Table: TableDescription }).Table;
}

async function update(client: ReturnType<typeof createInProcessClient>, spec: object) {
  const outcome = await callWith(client, 'UpdateTable', { TableName: 'app', StreamSpecification: spec });
  if (!outcome.ok) throw new Error(outcome.error.message);
}

describe('the stream picker', () => {
  it('lists the current stream first and marks the earlier, disabled one', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    await callWith(client, 'CreateTable', APP_WITH_STREAM);
    const first = (await describeTable(client, 'app')).LatestStreamArn!;
    await update(client, { StreamEnabled: false });
    await update(client, { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    const table = await describeTable(client, 'app');
    expect(table.LatestStreamArn).not.toBe(first);

    const listed = await listTableStreams(client, 'app');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.map((stream) => stream.StreamArn)).toEqual([first, table.LatestStreamArn]);
    const choices = streamChoices(listed.value, table);
    expect(choices.map((choice) => [choice.arn, choice.enabled, choice.latest])).toEqual([
      [table.LatestStreamArn, true, true],
      [first, false, false],
    ]);
    expect(choiceText(choices[0])).toBe(`${table.LatestStreamLabel} (current, on)`);
    expect(choiceText(choices[1])).toMatch(/ \(disabled\)$/);

    // Turned off: the current stream is disabled too.
    await update(client, { StreamEnabled: false });
    const off = streamChoices(listed.value, await describeTable(client, 'app'));
    expect(choiceText(off[0])).toMatch(/ \(current, disabled\)$/);
  });

  it('marks a stream of an earlier table of the same name, deleted before this one was created', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    const create = () =>
      callWith(client, 'CreateTable', {
        TableName: 'app',
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      });
    await create();
    const first = (await describeTable(client, 'app')).LatestStreamArn!;
    await callWith(client, 'DeleteTable', { TableName: 'app' });
    client.engine.advance(60_000);
    expect((await create()).ok).toBe(true);
    const table = await describeTable(client, 'app');
    const listed = await listTableStreams(client, 'app');
    if (!listed.ok) throw new Error(listed.error.message);
    const choices = streamChoices(listed.value, table);
    expect(choices.map((choice) => choice.arn)).toEqual([table.LatestStreamArn, first]);
    expect(choiceText(choices[0])).toMatch(/ \(current, on\)$/);
    expect(choiceText(choices[1])).toMatch(/ \(disabled, of an earlier table of this name\)$/);
  });

  it('keeps the latest stream before ListStreams answers', () => {
    const table = {
      TableName: 'app',
      LatestStreamArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app/stream/L2',
      LatestStreamLabel: 'L2',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    } as TableDescription;
    expect(streamChoices([], table)).toEqual([
      { arn: table.LatestStreamArn, label: 'L2', enabled: true, latest: true },
    ]);
    expect(streamChoices([], { TableName: 'app' } as TableDescription)).toEqual([]);
  });

  it('shows the picked stream until another is enabled or it is listed no more', () => {
    const choice = (arn: string) => ({ arn, label: arn, enabled: false, latest: false });
    const choices = [choice('new'), choice('old')];
    expect(shownStream(undefined, choices, 'new')).toBe('new');
    expect(shownStream({ arn: 'old', latest: 'new' }, choices, 'new')).toBe('old');
    // A newer stream was enabled since the pick: it is shown at once.
    expect(shownStream({ arn: 'old', latest: 'new' }, [choice('newer'), ...choices], 'newer')).toBe('newer');
    // Its 24 hours are over: ListStreams lists it no more.
    expect(shownStream({ arn: 'old', latest: 'new' }, [choice('new')], 'new')).toBe('new');
  });

  it('offers no stream once the table’s disabled one is past its 24 hours, and shows none', async () => {
    const client = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: Date.UTC(2026, 0, 1), running: false },
    });
    await callWith(client, 'CreateTable', APP_WITH_STREAM);
    await update(client, { StreamEnabled: false });
    const table = await describeTable(client, 'app');
    const latest = table.LatestStreamArn!;
    /** The picker's options and the stream shown after `hours` more, with the retention the tab asks for. */
    const after = async (hours: number) => {
      const clock = await clockCalls.advance(client, hours * 3600);
      const retention = await streamRetention(client, latest);
      if (!clock.ok || !retention.ok) throw new Error('no clock or retention');
      const listed = await listTableStreams(client, 'app');
      if (!listed.ok) throw new Error(listed.error.message);
      const choices = streamChoices(listed.value, table, streamGone(retention.value, clock.value.Time));
      return { choices, shown: shownStream(undefined, choices, latest) };
    };

    const readable = await after(23);
    expect(readable.choices.map((choice) => choiceText(choice))).toEqual([
      `${table.LatestStreamLabel} (current, disabled)`,
    ]);
    expect(readable.shown).toBe(latest);

    // Past its 24 hours: the engine has forgotten it, as DynamoDB does — nothing to pick or read.
    const gone = await after(2);
    expect((await describeStream(client, latest)).ok).toBe(false);
    expect(gone.choices).toEqual([]);
    expect(gone.shown).toBeUndefined();
    // A pick made while it was readable is not kept either.
    expect(shownStream({ arn: latest, latest }, gone.choices, latest)).toBeUndefined();
  });
});
