import { useEffect, useRef, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText, type WireError } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { CLI_WAITERS } from '../console/cli/cliWaiters.ts';
import { runWaiter } from '../console/run/runWaiter.ts';
import { RequestCode } from '../console/asCode/RequestCode.tsx';
import {
  createTableRequest,
  emptyTableForm,
  timeToLiveRequest,
  type TableForm,
} from './createTableRequest.ts';
import { CapacityInput, IndexList, KeyInput } from './TableFormFields.tsx';
import { VectorIndexList } from './VectorIndexFields.tsx';
import { useFocusOnOpen } from '../../ui/useFocusOnOpen.ts';

/**
 * CreateTable as a form: keys, capacity mode, indexes (vector indexes too) with their projections,
 * and a stream. The request it sends is shown as it is built, so the form teaches the API rather
 * than hiding it.
 */
export function CreateTableForm({
  onCreated,
  onCancel,
}: {
  onCreated(name: string): void;
  onCancel(): void;
}) {
  const { engine, store } = useServices();
  const [form, setForm] = useState<TableForm>(emptyTableForm);
  const [error, setError] = useState<WireError | string>();
  const [waiting, setWaiting] = useState(false);
  const errorLine = useRef<HTMLParagraphElement>(null);
  // The form opens beside the tables' list (below it on a phone): the focus goes to it.
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  // Enter in the name field submits from the top of a long form: bring DynamoDB's answer into view.
  useEffect(() => {
    if (error) errorLine.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const request = createTableRequest(form);
  const ttlRequest = timeToLiveRequest(form);
  const change = (update: Partial<TableForm>) => setForm((current) => ({ ...current, ...update }));

  const create = async () => {
    // One attribute for both keys: the form would define it once, and DynamoDB then answers that a key
    // attribute has no definition, which misleads. Its answer to the shape meant is the one given here.
    const { partitionKey, sortKey } = form;
    if (sortKey.name !== '' && sortKey.name === partitionKey.name) {
      setError(
        `The partition key and the sort key are both ${sortKey.name}: they must be different attributes (DynamoDB: "Both the Hash Key and the Range Key element in the KeySchema have the same name"). Rename one, or leave the sort key out.`,
      );
      return;
    }
    const outcome = await callWith(engine, 'CreateTable', request);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    if (ttlRequest) {
      // UpdateTimeToLive is refused while the table is CREATING (ResourceInUseException): wait first.
      setWaiting(true);
      const body = JSON.stringify({ TableName: form.name });
      const waited = await runWaiter(engine, CLI_WAITERS['table-exists'], body, {
        clockPaused: () => store.getState().clock?.Paused === true,
      });
      setWaiting(false);
      if (!waited.done) {
        setError(`The table was created; Time to Live was not turned on. ${waited.message}`);
        return;
      }
      const ttl = await callWith(engine, 'UpdateTimeToLive', ttlRequest);
      if (!ttl.ok) {
        setError(`The table was created; Time to Live was not turned on. ${errorText(ttl.error)}`);
        return;
      }
    }
    onCreated(form.name);
  };

  return (
    <form
      className="create-table"
      aria-label="Create table"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Create table
      </h2>
      <label className="create-table__field">
        <span>Table name</span>
        <input
          type="text"
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
          required
          aria-describedby="table-name-rule"
        />
      </label>
      <p id="table-name-rule" className="explorer__muted create-table__rule">
        3 to 255 characters: letters, digits, _ - and .
      </p>
      <KeyInput
        legend="Partition key"
        field={form.partitionKey}
        onChange={(partitionKey) => change({ partitionKey })}
      />
      <KeyInput
        legend="Sort key (optional)"
        field={form.sortKey}
        onChange={(sortKey) => change({ sortKey })}
      />
      <CapacityInput form={form} onChange={change} />
      <IndexList
        title="Global secondary indexes"
        indexes={form.globalIndexes}
        local={false}
        onChange={(globalIndexes) => change({ globalIndexes })}
      />
      <IndexList
        title="Local secondary indexes"
        indexes={form.localIndexes}
        local
        onChange={(localIndexes) => change({ localIndexes })}
      />
      <VectorIndexList
        indexes={form.vectorIndexes}
        provisioned={form.billing === 'PROVISIONED'}
        onChange={(vectorIndexes) => change({ vectorIndexes })}
        onOnDemand={() => change({ billing: 'PAY_PER_REQUEST' })}
      />
      <label className="create-table__field">
        <span>Stream</span>
        <select
          value={form.stream}
          onChange={(event) => change({ stream: event.target.value as TableForm['stream'] })}
        >
          <option value="OFF">Off</option>
          <option value="KEYS_ONLY">Keys only</option>
          <option value="NEW_IMAGE">New image</option>
          <option value="OLD_IMAGE">Old image</option>
          <option value="NEW_AND_OLD_IMAGES">New and old images</option>
        </select>
      </label>
      <label className="create-table__field">
        <span>Time to Live attribute (optional)</span>
        <input
          type="text"
          value={form.ttlAttribute}
          placeholder="expires"
          onChange={(event) => change({ ttlAttribute: event.target.value })}
        />
        <small className="explorer__muted">
          A Number attribute holding an expiry in epoch seconds; expired items are deleted in the background.
        </small>
      </label>
      <details className="create-table__request">
        <summary>
          {ttlRequest ? 'The CreateTable and UpdateTimeToLive requests' : 'The CreateTable request'}
        </summary>
        <RequestCode operation="CreateTable" request={JSON.stringify(request)} fromOutside />
        {ttlRequest && (
          <>
            <p className="explorer__muted">Then, once the table is ACTIVE:</p>
            <RequestCode
              operation="UpdateTimeToLive"
              request={JSON.stringify(ttlRequest)}
              picker={false}
              fromOutside
            />
          </>
        )}
      </details>
      {waiting && (
        <p className="explorer__muted" role="status">
          Waiting for the table to be ACTIVE to turn on Time to Live…
        </p>
      )}
      {error && (
        <p ref={errorLine} className="explorer__error" role="alert">
          {typeof error === 'string' ? error : errorText(error)}
        </p>
      )}
      <div className="item-editor__actions">
        <button type="submit" className="button button--primary" disabled={waiting}>
          Create table
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
