/**
 * Counts the AWS SDK's retries of a throttled request in the Console's JavaScript mode: the SDK sends
 * the same target and body again after an error its retry strategy retries (client/sdkRetries.ts).
 * The attempt that gets through is shown with how many throttled attempts came before it; a transient
 * error in between (an HTTP 500) is retried too, and keeps the count.
 */
import type { WireError } from '../../../client/engineClient.ts';
import { sdkRetryKind } from '../../../client/sdkRetries.ts';

export interface SdkRetryCounter {
  /** Throttled attempts just before this request that the SDK is now retrying. */
  next(target: string, body: string): number;
  /** The request's outcome: its error, if it failed. */
  settled(error: WireError | undefined): void;
}

export function sdkRetryCounter(): SdkRetryCounter {
  let last = '';
  let throttled = 0;
  return {
    next(target, body) {
      const id = `${target}\n${body}`;
      if (id !== last) throttled = 0;
      last = id;
      return throttled;
    },
    settled(error) {
      const kind = error && sdkRetryKind(error);
      if (kind === 'throttling') throttled++;
      else if (kind === undefined) throttled = 0;
    },
  };
}
