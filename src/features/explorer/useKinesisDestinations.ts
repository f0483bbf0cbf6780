/**
 * The table's Kinesis Data Streams destinations, as DescribeKinesisStreamingDestination lists them
 * (undefined until it answers, or while the table is too new for it). Read again whenever the
 * table's description is, and every half second of real time while a destination is ENABLING,
 * DISABLING or UPDATING: those end on the engine clock by themselves, as a table's CREATING does
 * (usePollWhile.ts), without a change to the table's description to prompt a read.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeForDisplay } from '../../client/calls.ts';
import type { KinesisDataStreamDestination, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { usePollWhile } from '../../ui/usePollWhile.ts';
import { destinationsChanging } from './kinesisDestinationSummary.ts';

export function useKinesisDestinations(table: TableDescription): KinesisDataStreamDestination[] | undefined {
  const { engine } = useServices();
  const [destinations, setDestinations] = useState<KinesisDataStreamDestination[]>();
  // Bumped to read again while a destination is changing.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let current = true;
    void describeForDisplay(engine, 'DescribeKinesisStreamingDestination', {
      TableName: table.TableName,
    }).then((outcome) => {
      if (!current || !outcome.ok) return;
      setDestinations(outcome.value.reply.KinesisDataStreamDestinations as KinesisDataStreamDestination[]);
    });
    return () => {
      current = false;
    };
  }, [engine, table, reads]);
  const changing = destinations !== undefined && destinationsChanging(destinations);
  usePollWhile(
    changing,
    useCallback(() => setReads((count) => count + 1), []),
  );
  return destinations;
}
