/**
 * A table's stream and triggers (the explorer's "Stream & triggers" tab, loaded on demand): turn the
 * stream on or off, read its shards and records with the Streams API, and attach Lambda-style
 * triggers whose handlers run in workers of their own.
 */
import type { TableDescription } from '../../client/wireTypes.ts';
import { StreamRecords } from './StreamRecords.tsx';
import { StreamSettings } from './StreamSettings.tsx';
import { TriggersPanel } from './TriggersPanel.tsx';
import './streams.css';

export default function StreamsTab({
  table,
  onChanged,
  triggers = true,
}: {
  table: TableDescription;
  onChanged(): void;
  /** Whether to offer triggers (they run on the home Region's tables). */
  triggers?: boolean;
}) {
  const streamArn = table.LatestStreamArn;
  return (
    <div className="streams">
      <section className="streams__section" aria-labelledby="stream-heading">
        <h3 id="stream-heading">Stream</h3>
        <StreamSettings table={table} onChanged={onChanged} />
        {streamArn && <StreamRecords key={streamArn} streamArn={streamArn} />}
      </section>
      {triggers && <TriggersPanel table={table} />}
    </div>
  );
}
