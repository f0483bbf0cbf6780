/**
 * "How it was served" for an export or an import: where its files are, what it counted, and how
 * DynamoDB runs it — outside the table's capacity, which is what learners most often get wrong.
 * Loaded when first shown (ServedPanel.tsx): most runs never show one.
 */
import { exportLocation, importSource, tableOfArn } from './exportImportPlaces.ts';
import { exportOf, importOf } from './exportImportReplies.ts';

export default function ExportImportFacts({ reply }: { reply: Record<string, unknown> }) {
  const exported = exportOf(reply);
  if (exported) {
    const location = exportLocation(exported);
    const manifest = typeof exported.ExportManifest === 'string' ? exported.ExportManifest : undefined;
    return (
      <>
        <dl className="facts">
          <Fact label="Status" value={exported.ExportStatus} />
          <Fact label="Items exported" value={exported.ItemCount} />
          <Fact label="Billed size (bytes)" value={exported.BilledSizeBytes} />
          <Fact label="Format" value={exported.ExportFormat} />
          <Fact label="Files" value={location} />
          {manifest && <Fact label="Manifest" value={`s3://${String(exported.S3Bucket)}/${manifest}`} />}
          <Fact label="Failure" value={failure(exported)} />
        </dl>
        <p className="served__note">
          An export reads the table’s point-in-time recovery data, not the table: it uses none of the table’s
          read capacity and is billed by the table’s size. It writes gzipped data files and manifests under
          its prefix — <code>aws s3 ls {location ?? 's3://bucket/prefix/'} --recursive</code> lists them. In
          the sandbox it takes a few seconds of simulated time.
        </p>
      </>
    );
  }
  const imported = importOf(reply);
  if (!imported) return null;
  return (
    <>
      <dl className="facts">
        <Fact label="Status" value={imported.ImportStatus} />
        <Fact label="Into table" value={tableOfArn(imported.TableArn)} />
        <Fact label="Read from" value={importSource(imported)} />
        <Fact label="Items processed" value={imported.ProcessedItemCount} />
        <Fact label="Items imported" value={imported.ImportedItemCount} />
        <Fact label="Errors" value={imported.ErrorCount} />
        <Fact label="Failure" value={failure(imported)} />
      </dl>
      <p className="served__note">
        An import creates its table in the background: the table shows up a while after the request (until
        then DescribeTable answers ResourceNotFoundException) and stays CREATING until the import completes;
        its writes use none of the new table’s write capacity (an import is billed by the size of the data
        read). A line that is no valid item is counted in ErrorCount and skipped, not imported.
      </p>
    </>
  );
}

function failure(description: Record<string, unknown>): string | undefined {
  const { FailureCode, FailureMessage } = description;
  if (typeof FailureCode !== 'string' && typeof FailureMessage !== 'string') return undefined;
  return [FailureCode, FailureMessage].filter((part) => typeof part === 'string').join(': ');
}

/** A fact when the reply has it: numbers grouped, text as it is. */
function Fact({ label, value }: { label: string; value: unknown }) {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</dd>
    </div>
  );
}
