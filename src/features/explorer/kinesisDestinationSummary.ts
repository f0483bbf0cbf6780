/**
 * A table's Kinesis Data Streams destinations (DescribeKinesisStreamingDestination) as the table
 * summary shows them, one line each: status, the stream's ARN, and the precision of the change
 * records' ApproximateCreationDateTime. DynamoDB keeps a disabled destination listed; the live one
 * (at most one) comes first.
 */
import type { KinesisDataStreamDestination } from '../../client/wireTypes.ts';

/** Statuses that change by themselves on the engine clock: the summary reads them again meanwhile. */
const CHANGING = new Set(['ENABLING', 'DISABLING', 'UPDATING']);

export function destinationsChanging(destinations: readonly KinesisDataStreamDestination[]): boolean {
  return destinations.some((destination) => CHANGING.has(destination.DestinationStatus));
}

const listedLast = (destination: KinesisDataStreamDestination) =>
  destination.DestinationStatus === 'DISABLED' || destination.DestinationStatus === 'ENABLE_FAILED';

export function kinesisDestinationLines(destinations: readonly KinesisDataStreamDestination[]): string[] {
  const ordered = [...destinations].sort((a, b) => Number(listedLast(a)) - Number(listedLast(b)));
  return ordered.map((destination) => {
    const precision = destination.ApproximateCreationDateTimePrecision;
    const why = destination.DestinationStatusDescription;
    return [
      destination.DestinationStatus + (why ? ` (${why})` : ''),
      destination.StreamArn,
      // Absent until set: DynamoDB then uses MILLISECOND.
      precision ? `precision ${precision}` : 'precision MILLISECOND (the default)',
    ].join(' · ');
  });
}
