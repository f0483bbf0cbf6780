import { useState } from 'react';
import { plural } from '../../ui/plural.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { HEX_PREVIEW_BYTES, spacedJson, type ObjectContent } from './objectContent.ts';
import { formatBytes } from './s3Format.ts';

type LineStyle = 'line' | 'indented';
const LINE_STYLES = [
  { value: 'line' as const, label: 'One line each' },
  { value: 'indented' as const, label: 'Indented' },
];

/**
 * An object's content in a read-only viewer: JSON indented, JSON lines numbered (an export's data
 * file: one item per line, as the file has them, or each indented), other text as it is, and
 * binary as a hex preview.
 */
export function ObjectContentView({ content, name }: { content: ObjectContent; name: string }) {
  // A file of one line (a manifest's summary) reads best indented; many lines, one per line.
  const [lineStyle, setLineStyle] = useState<LineStyle>(
    content.kind === 'json-lines' && content.lines.length === 1 ? 'indented' : 'line',
  );
  const label = `Content of ${name}${content.gzipped ? ', decompressed' : ''}`;
  const cut = content.kind !== 'binary' && content.truncated && (
    <p className="explorer__muted">The beginning of the object: download it for the rest.</p>
  );

  if (content.kind === 'binary') {
    return (
      <>
        {content.note && <p className="explorer__error">{content.note}</p>}
        <p className="explorer__muted">
          Binary data, {formatBytes(content.size)}
          {content.size > HEX_PREVIEW_BYTES ? `; its first ${HEX_PREVIEW_BYTES} bytes:` : ':'}
        </p>
        <pre className="json-block s3-viewer" tabIndex={0} aria-label={label}>
          {content.hex}
        </pre>
      </>
    );
  }
  if (content.kind === 'json-lines') {
    return (
      <>
        <div className="s3-viewer__bar">
          <span className="explorer__muted">
            JSON lines: {plural(content.lines.length, 'line')}
            {content.gzipped && ', decompressed from gzip'}
          </span>
          <RadioChoice
            label="Show each line"
            options={LINE_STYLES}
            value={lineStyle}
            onChange={setLineStyle}
          />
        </div>
        <ol className="json-block s3-viewer s3-viewer__lines" tabIndex={0} aria-label={label}>
          {content.lines.map((line, position) => (
            <li key={position}>
              <pre>{lineStyle === 'line' ? spacedJson(line) : JSON.stringify(line, null, 2)}</pre>
            </li>
          ))}
        </ol>
        {cut}
      </>
    );
  }
  if (content.text === '') {
    return (
      <p className="explorer__muted">
        {content.gzipped ? 'It decompresses to nothing: ' : 'The object is empty: '}
        no lines, 0 bytes.
      </p>
    );
  }
  return (
    <>
      {content.gzipped && <p className="explorer__muted">Decompressed from gzip:</p>}
      <pre className="json-block s3-viewer" tabIndex={0} aria-label={label}>
        {content.text}
      </pre>
      {cut}
    </>
  );
}
