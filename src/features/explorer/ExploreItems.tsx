import { useState, type ReactNode } from 'react';
import type { IndexDescription, Item, TableDescription } from '../../client/wireTypes.ts';
import { useAppState } from '../../state/AppServices.tsx';
import { ExploreForm } from './ExploreForm.tsx';
import { exploreKey, NOTHING_EXPLORED, useExploreMemory } from './exploreMemory.ts';
import { buildExploreRequest, emptyExploreForm } from './exploreRequest.ts';
import { ExploreResults } from './ExploreResults.tsx';
import './ExploreItems.css';

/**
 * "Explore items", as the AWS console offers it: a Scan or Query form above the items. Until a Run
 * the items shown are the Explorer's sample (`children`, the item collections); a Run replaces them
 * with the request's results, page by page, until Reset. The table or index read is the one the
 * View picker shows: picking another view goes back to its sample, the form kept as it was. Each
 * table's form and Run outlive a visit to the Console (exploreMemory.ts).
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
  const sandboxGeneration = useAppState((state) => state.sandboxGeneration);
  const key = exploreKey(table.TableName, region, sandboxGeneration);
  const explored = useExploreMemory((memory) => memory.byTable[key]) ?? NOTHING_EXPLORED;
  const remember = useExploreMemory((memory) => memory.remember);
  const { form, run } = explored;
  const [problem, setProblem] = useState<string>();
  const shown = run?.indexName === indexName ? run : undefined;

  const start = () => {
    const built = buildExploreRequest(table, { ...form, indexName });
    if (!built.ok) return setProblem(built.problem);
    setProblem(undefined);
    // A new id even for the same request: Run again reads from the first page.
    remember(key, {
      form,
      run: { id: (run?.id ?? 0) + 1, indexName, operation: form.operation, request: built.request },
    });
  };

  return (
    <>
      <ExploreForm
        table={table}
        indexName={indexName}
        value={form}
        onChange={(changed) => remember(key, { ...explored, form: changed })}
        onRun={start}
        onReset={() => {
          remember(key, { form: emptyExploreForm() });
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
