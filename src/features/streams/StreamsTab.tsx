/**
 * A table's stream and triggers (the explorer's "Stream & triggers" tab, loaded on demand): turn the
 * stream on or off, read its shards and records with the Streams API — the current stream's or an
 * earlier one's, as ListStreams lists them — and attach Lambda-style triggers whose handlers run in
 * workers of their own.
 */
import { useState } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { StreamPicker } from './StreamPicker.tsx';
import { StreamRecords } from './StreamRecords.tsx';
import { StreamSettings } from './StreamSettings.tsx';
import { shownStream } from './tableStreams.ts';
import { TriggersPanel } from './TriggersPanel.tsx';
import { useLastStream } from './useLastStream.ts';
import { useTableStreams } from './useTableStreams.ts';
import './streams.css';
import './streamChoices.css';

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
  const lastStream = useLastStream(table);
  const { choices, error } = useTableStreams(table, lastStream?.gone === true);
  const latestArn = table.LatestStreamArn;
  // Remembered with the latest stream of the moment: once another is enabled, that one is shown.
  const [picked, setPicked] = useState<{ arn: string; latest: string | undefined }>();
  const streamArn = shownStream(picked, choices, latestArn);
  return (
    <div className="streams">
      <section className="streams__section" aria-labelledby="stream-heading">
        <h3 id="stream-heading">Stream</h3>
        <StreamSettings table={table} lastStream={lastStream?.text} onChanged={onChanged} />
        <StreamPicker
          choices={choices}
          value={streamArn}
          error={error}
          onChange={(arn) => setPicked({ arn, latest: latestArn })}
        />
        {streamArn && <StreamRecords key={streamArn} streamArn={streamArn} />}
      </section>
      {triggers && <TriggersPanel table={table} />}
    </div>
  );
}
