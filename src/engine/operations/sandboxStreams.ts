/**
 * DynamoSandbox.DescribeStreamRetention: how long a stream stays readable, so that the app can say
 * it by the engine's clock. DynamoDB has no such call: a disabled stream stays readable for 24 hours
 * (Streams.html, "Enabling a stream") and is then gone — DescribeStream answers
 * ResourceNotFoundException, as it does here (streams/streamRegistry.ts forgets it).
 */
import type { Engine } from '../engine.ts';
import { streamNotFound } from '../streams/streamErrors.ts';
import { STREAM_RETENTION_MS } from '../streams/streamOptions.ts';
import { findStream } from '../streams/streamRegistry.ts';
import { validateDescribeStream } from '../validation/streams/describeStream.ts';
import { toEpochSeconds } from './tableDescription.ts';

export function describeStreamRetention(engine: Engine, body: object) {
  const { StreamArn } = validateDescribeStream(body);
  const stream = findStream(engine, StreamArn);
  if (!stream) throw streamNotFound(StreamArn);
  const disabledAt = stream.disabledAt;
  return {
    StreamArn,
    StreamStatus: stream.status,
    ...(disabledAt !== undefined && {
      DisabledDateTime: toEpochSeconds(disabledAt),
      ReadableUntilDateTime: toEpochSeconds(disabledAt + STREAM_RETENTION_MS),
    }),
  };
}
