/**
 * Which replica of a global table a capacity section shows. Each Region has its own copy of the
 * table, with its own partitions and capacity: a write made in one Region reaches the others as a
 * replicated write, which consumes their write capacity too. Shown only for a global table.
 */
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { capacityHref, type CapacitySection } from './capacityHref.ts';

export function RegionChoice({
  section,
  tableName,
  regions,
  shown,
}: {
  section: CapacitySection;
  tableName: string | undefined;
  /** The Regions holding the table, from the feed's last pull. */
  regions: string[] | undefined;
  /** The Region the feed shows. */
  shown: string | undefined;
}) {
  if (!tableName || !shown || !regions || regions.length < 2) return null;
  return (
    <RadioChoice
      label="Region"
      value={shown}
      onChange={(region) => {
        window.location.hash = capacityHref(section, tableName, region);
      }}
      options={regions.map((region) => ({ value: region, label: region }))}
    />
  );
}

/** Why a replica cannot be shown (its Region no longer holds the table), with the way back home. */
export function RegionProblem({
  section,
  tableName,
  region,
  message,
}: {
  section: CapacitySection;
  tableName: string;
  region: string | undefined;
  message: string;
}) {
  return (
    <p className="capacity-empty" role="alert">
      {message}
      {region && (
        <>
          {' '}
          (in {region}). <a href={capacityHref(section, tableName)}>Show the table in the home Region</a>
        </>
      )}
    </p>
  );
}
