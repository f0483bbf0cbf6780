import { useState, type ReactNode } from 'react';
import type { IndexDescription, Item, TableDescription } from '../../client/wireTypes.ts';
import { ExploreForm } from './ExploreForm.tsx';
import {
  buildExploreRequest,
  emptyExploreForm,
  type ExploreForm as ExploreFormValue,
} from './exploreRequest.ts';
import { ExploreResults } from './ExploreResults.tsx';
import './ExploreItems.css';

/** A Run: the request built from the form, for the view (table or index) it was built for. */
interface Run {
  id: number;
  indexName: string;
  operation: 'Scan' | 'Query';
  request: Record<string, unknown>;
}

/**
 * "Explore items", as the AWS console offers it: a Scan or Query form above the items. Until a Run
 * the items shown are the Explorer's sample (`children`, the item collections); a Run replaces them
 * with the request's results, page by page, until Reset. The table or index read is the one the
 * View picker shows: picking another view goes back to its sample, the form kept as it was.
 */
export function ExploreItems({
  table,
  index,
  region,
  refresh,
  onEdit,
  onChanged,
  children,
}: {
  table: TableDescription;
  index: IndexDescription | undefined;
  region: string | undefined;
  refresh: number;
  onEdit(item: Item): void;
  onChanged(): void;
  /** What shows until a Run: the sample of item collections. */
  children: ReactNode;
}) {
  const indexName = index?.IndexName ?? '';
  const [form, setForm] = useState<ExploreFormValue>(() => emptyExploreForm());
  const [run, setRun] = useState<Run>();
  const [problem, setProblem] = useState<string>();
  const shown = run?.indexName === indexName ? run : undefined;

  const start = () => {
    const built = buildExploreRequest(table, { ...form, indexName });
    if (!built.ok) return setProblem(built.problem);
    setProblem(undefined);
    // A new id even for the same request: Run again reads from the first page.
    setRun((previous) => ({
      id: (previous?.id ?? 0) + 1,
      indexName,
      operation: form.operation,
      request: built.request,
    }));
  };

  return (
    <>
      <ExploreForm
        table={table}
        indexName={indexName}
        value={form}
        onChange={setForm}
        onRun={start}
        onReset={() => {
          setForm(emptyExploreForm());
          setRun(undefined);
          setProblem(undefined);
        }}
        problem={problem}
      />
      {shown ? (
        <ExploreResults
          key={shown.id}
          table={table}
          index={index}
          region={region}
          operation={shown.operation}
          request={shown.request}
          refresh={refresh}
          onEdit={onEdit}
          onChanged={onChanged}
        />
      ) : (
        children
      )}
    </>
  );
}
