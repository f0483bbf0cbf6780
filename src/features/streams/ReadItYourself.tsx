import { useOpenDraft } from '../console/useOpenDraft.ts';
import { streamReadCommands } from './streamCli.ts';

/**
 * The stream read by hand with the AWS CLI, opened in the Console's CLI mode as other pages open a
 * request there: what the list above does for its newest records, for any record still in the stream.
 */
export function ReadItYourself({ streamArn, shardId }: { streamArn: string; shardId: string | undefined }) {
  const openDraft = useOpenDraft();
  const commands = streamReadCommands(streamArn, shardId);
  return (
    <details className="stream-cli">
      <summary>Read it yourself</summary>
      <p className="streams__muted">
        The AWS CLI reads this stream the way the list above does: DescribeStream lists the shards,
        GetShardIterator gives a position in one shard, and each GetRecords call returns up to 1,000 records
        or 1 MB, whichever comes first, with the iterator for the next call. TRIM_HORIZON starts at the oldest
        record still kept; LATEST after the newest; AT_SEQUENCE_NUMBER and AFTER_SEQUENCE_NUMBER at or after a
        record’s sequence number (with <code>--sequence-number</code>). An iterator expires 15 minutes after
        GetShardIterator returns it.
      </p>
      <pre className="json-block stream-cli__code" tabIndex={0} aria-label="AWS CLI commands for this stream">
        {commands}
      </pre>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            openDraft('cli', '', commands);
            window.location.hash = '#/console';
          }}
        >
          Open in Console
        </button>
      </p>
    </details>
  );
}
