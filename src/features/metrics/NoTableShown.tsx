import { useAppState } from '../../state/AppServices.tsx';
import { capacityHref, type CapacitySection } from './capacityHref.ts';

/**
 * What a capacity section shows with no table to show: none yet, none picked, or the one its URL
 * names is not there (deleted, or the sandbox reset) — said in words, as the Explorer says it, with
 * a way on that agrees with the header's picker: the table it shows, or the way to make one.
 */
export function NoTableShown({
  section,
  missing,
}: {
  section: CapacitySection;
  /** The table the URL names that the engine does not hold. */
  missing?: string;
}) {
  const tableNames = useAppState((state) => state.tableNames);
  const selected = useAppState((state) => state.selectedTable);
  const picked = selected !== undefined && tableNames.includes(selected) ? selected : undefined;
  const scenarios = section === 'heatmap' ? ', or start a scenario above' : '';
  return (
    <p className="capacity-empty">
      {missing !== undefined && <>There is no table named “{missing}”. </>}
      {tableNames.length === 0 ? (
        section === 'heatmap' ? (
          'No tables yet: start a scenario above — it creates a table for itself.'
        ) : (
          <>
            No tables yet. Create one in the explorer, or start a scenario on the{' '}
            <a href="#/heatmap">Heatmap</a>.
          </>
        )
      ) : missing !== undefined && picked !== undefined && picked !== missing ? (
        <>
          Show <a href={capacityHref(section, picked)}>{picked}</a>, pick another table in the header
          {scenarios}.
        </>
      ) : (
        'Pick a table in the header.'
      )}
    </p>
  );
}
