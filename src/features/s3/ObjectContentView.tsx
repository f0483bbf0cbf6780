import { useState } from 'react';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { HEX_PREVIEW_BYTES, spacedJson, type ObjectContent } from './objectContent.ts';
import {
  cutNote,
  dataFileLink,
  decompressedSize,
  jsonLinesCaption,
  lineStyles,
  type LineStyle,
} from './objectContentLabels.ts';
import { s3Href } from './s3Href.ts';

/**
 * An object's content in a read-only viewer: JSON indented, JSON lines numbered (an export's data
 * file: one item per line, as the file has them, or each indented), other text as it is, and
 * binary as a hex preview. A manifest's `dataFileS3Key` links to that data file in `bucket`.
 */
export function ObjectContentView({
  content,
  name,
  bucket,
}: {
  content: ObjectContent;
  name: string;
  bucket: string;
}) {
  // A file of one line (a manifest's summary) reads best indented; many lines, one per line.
  const [lineStyle, setLineStyle] = useState<LineStyle>(
    content.kind === 'json-lines' && content.lines.length === 1 ? 'indented' : 'line',
  );
  const label = `Content of ${name}${content.compression ? ', decompressed' : ''}`;
  const cut = content.kind !== 'binary' && content.truncated && (
    <p className="explorer__muted">{cutNote(content.size, content.cut)}</p>
  );

  if (content.kind === 'binary') {
    return (
      <>
        {content.note && <p className="explorer__error">{content.note}</p>}
        <p className="explorer__muted">
          Binary data, {decompressedSize(content.size, content.cut)}
          {content.size > HEX_PREVIEW_BYTES ? `; its first ${HEX_PREVIEW_BYTES} bytes:` : ':'}
        </p>
        <pre className="json-block s3-viewer" tabIndex={0} aria-label={label}>
          {content.hex}
        </pre>
      </>
    );
  }
  if (content.kind === 'json-lines') {
    const styles = lineStyles(content.lines.length, content.truncated);
    return (
      <>
        <div className="s3-viewer__bar">
          <span className="explorer__muted">
            {jsonLinesCaption(content.lines.length, content.compression, content.truncated)}
          </span>
          <RadioChoice
            label={styles.label}
            options={styles.options}
            value={lineStyle}
            onChange={setLineStyle}
          />
        </div>
        <ol className="json-block s3-viewer s3-viewer__lines" tabIndex={0} aria-label={label}>
          {content.lines.map((line, position) => {
            const shown = lineStyle === 'line' ? spacedJson(line) : JSON.stringify(line, null, 2);
            const link = dataFileLink(shown, line);
            return (
              <li key={position}>
                <pre>
                  {link ? (
                    <>
                      {link.before}
                      <a href={s3Href(bucket, link.key)}>{link.quoted}</a>
                      {link.after}
                    </>
                  ) : (
                    shown
                  )}
                </pre>
              </li>
            );
          })}
        </ol>
        {cut}
      </>
    );
  }
  if (content.text === '') {
    return (
      <p className="explorer__muted">
        {content.compression ? 'It decompresses to nothing: ' : 'The object is empty: '}
        no lines, 0 bytes.
      </p>
    );
  }
  return (
    <>
      {content.compression && <p className="explorer__muted">Decompressed from {content.compression}:</p>}
      <pre className="json-block s3-viewer" tabIndex={0} aria-label={label}>
        {content.text}
      </pre>
      {cut}
    </>
  );
}
