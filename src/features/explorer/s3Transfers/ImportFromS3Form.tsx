import { useEffect, useState } from 'react';
import { useAppState } from '../../../state/AppServices.tsx';
import { RequestCode } from '../../console/asCode/RequestCode.tsx';
import { BucketNameField } from '../../s3/BucketNameField.tsx';
import { bucketNameProblem } from '../../s3/bucketName.ts';
import { s3Href } from '../../s3/s3Href.ts';
import { folderOfPrefix } from '../../s3/s3Listing.ts';
import type { TableForm } from '../createTableRequest.ts';
import { CapacityInput, IndexList, KeyInput } from '../TableFormFields.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import {
  CSV_DELIMITERS,
  emptyImportForm,
  importTableRequest,
  type ImportForm,
} from './importTableRequest.ts';
import type { ImportTableDescription } from './transferTypes.ts';
import { useImportTable } from './useImportTable.ts';
import { useFocusOnOpen } from '../../../ui/useFocusOnOpen.ts';
import { awaitingImportedTable, failedImportLeftTable } from './importOutcome.ts';
import './s3Transfers.css';

/**
 * ImportTable as a form: the files in the sandbox's S3 (bucket, key prefix, format, compression, CSV
 * options) and the new table they fill (the create-table form's keys, capacity and global indexes).
 * Its progress is described until it ends; on COMPLETED the new table opens.
 */
export function ImportFromS3Form({
  onImported,
  onCancel,
}: {
  onImported(description: ImportTableDescription, tableName: string): void;
  onCancel(): void;
}) {
  const [form, setForm] = useState<ImportForm>(emptyImportForm);
  const run = useImportTable();
  // The form opens beside the tables' list (below it on a phone): the focus goes to it.
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const tableNames = useAppState((state) => state.tableNames);
  const refreshTables = useAppState((state) => state.refreshTables);
  const built = importTableRequest(form);
  const change = (update: Partial<ImportForm>) => setForm((current) => ({ ...current, ...update }));
  const changeTable = (update: Partial<TableForm>) =>
    setForm((current) => ({ ...current, table: { ...current.table, ...update } }));
  const running = run.sending || run.description?.ImportStatus === 'IN_PROGRESS';
  const browsable = form.bucket !== '' && bucketNameProblem(form.bucket) === undefined;
  const importedName = run.description?.TableCreationParameters?.TableName ?? form.table.name;

  const completed = run.description?.ImportStatus === 'COMPLETED' ? run.description : undefined;
  useEffect(() => {
    if (completed) onImported(completed, importedName);
    // Once per completed import; the callback and name are read as they are then.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [completed?.ImportArn]);
  // The new table shows up a while after the request: list the tables at each poll until it does.
  const awaiting = awaitingImportedTable(run.description, tableNames);
  useEffect(() => {
    if (awaiting) void refreshTables();
  }, [awaiting, run.description, refreshTables]);
  // A failed import can leave its table behind (ItemValidationError: every row refused): look.
  const failed = run.description?.ImportStatus === 'FAILED' ? run.description : undefined;
  useEffect(() => {
    if (failed) void refreshTables();
  }, [failed, refreshTables]);

  return (
    <form
      className="create-table s3-transfer"
      aria-label="Import from S3"
      onSubmit={(event) => {
        event.preventDefault();
        if (built.ok) void run.start(built.request);
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Import from S3
      </h2>
      <p className="explorer__muted">
        ImportTable makes a new table from every object under a key prefix in the sandbox’s simulated S3 —
        CSV, DynamoDB JSON (an export’s data files import as they are) or Amazon Ion, optionally compressed
        with GZIP or ZSTD. The table shows up a moment after the request, and is CREATING while the import
        runs; an import writes no capacity. <a href={s3Href()}>Upload files in the S3 section.</a>
      </p>
      <fieldset className="create-table__group">
        <legend>Source</legend>
        <BucketNameField label="S3 bucket" value={form.bucket} onChange={(bucket) => change({ bucket })} />
        <label className="s3-field">
          <span>Key prefix</span>
          <input
            type="text"
            value={form.keyPrefix}
            placeholder="imports/people/"
            spellCheck={false}
            onChange={(event) => change({ keyPrefix: event.target.value })}
          />
        </label>
        {browsable && (
          <a href={s3Href(form.bucket, folderOfPrefix(form.keyPrefix.trim()))}>See what is there</a>
        )}
      </fieldset>
      <fieldset className="create-table__group">
        <legend>Files</legend>
        <label>
          Input format{' '}
          <select
            value={form.format}
            onChange={(event) => change({ format: event.target.value as ImportForm['format'] })}
          >
            <option value="CSV">CSV</option>
            <option value="DYNAMODB_JSON">DynamoDB JSON</option>
            <option value="ION">Amazon Ion</option>
          </select>
        </label>
        <label>
          Compression{' '}
          <select
            value={form.compression}
            onChange={(event) => change({ compression: event.target.value as ImportForm['compression'] })}
          >
            <option value="NONE">None</option>
            <option value="GZIP">GZIP</option>
            <option value="ZSTD">ZSTD</option>
          </select>
        </label>
        {form.format === 'CSV' && (
          <>
            <label>
              Delimiter{' '}
              <select value={form.delimiter} onChange={(event) => change({ delimiter: event.target.value })}>
                {CSV_DELIMITERS.map((delimiter) => (
                  <option key={delimiter.label} value={delimiter.value}>
                    {delimiter.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Header list (optional){' '}
              <input
                type="text"
                value={form.headerList}
                placeholder="PK, SK, name"
                spellCheck={false}
                onChange={(event) => change({ headerList: event.target.value })}
              />
            </label>
            <small className="explorer__muted s3-transfer__note">
              Without a header list, each file’s first row names the columns. Every value but the keys is
              imported as a string.
            </small>
          </>
        )}
      </fieldset>
      <label className="create-table__field">
        <span>New table name</span>
        <input
          type="text"
          value={form.table.name}
          onChange={(event) => changeTable({ name: event.target.value })}
          required
        />
      </label>
      <KeyInput
        legend="Partition key"
        field={form.table.partitionKey}
        onChange={(partitionKey) => changeTable({ partitionKey })}
      />
      <KeyInput
        legend="Sort key (optional)"
        field={form.table.sortKey}
        onChange={(sortKey) => changeTable({ sortKey })}
      />
      <CapacityInput form={form.table} onChange={changeTable} />
      <IndexList
        title="Global secondary indexes"
        indexes={form.table.globalIndexes}
        local={false}
        onChange={(globalIndexes) => changeTable({ globalIndexes })}
      />
      <details className="create-table__request">
        <summary>The ImportTable request</summary>
        {built.ok ? (
          <RequestCode operation="ImportTable" request={JSON.stringify(built.request)} fromOutside />
        ) : (
          <p className="explorer__muted">{built.problem}</p>
        )}
      </details>
      {run.error && (
        <p className="explorer__error" role="alert">
          {run.error}
        </p>
      )}
      {run.description && <ImportProgress description={run.description} />}
      {failed && failedImportLeftTable(failed) && tableNames.includes(importedName) && (
        <p>
          The table {importedName} was made all the same, without the rows that failed.{' '}
          <button type="button" className="link-button" onClick={() => onImported(failed, importedName)}>
            Open {importedName}
          </button>
        </p>
      )}
      <div className="item-editor__actions">
        <button type="submit" className="button button--primary" disabled={!built.ok || running}>
          Import table
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {run.description ? 'Close' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
