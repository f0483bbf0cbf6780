/**
 * Which Region's replica of a global table a view shows (Explorer, Heatmap, Metrics): each Region
 * has its own copy of the table — its own items, partitions and capacity — and a write made in one
 * reaches the others a moment later. One choice per Region holding the table, each leading to the
 * view's URL for it; shown only for a global table.
 */
import { useEffect, useRef } from 'react';
import { RadioChoice } from './RadioChoice.tsx';

/**
 * A Region picked from the keyboard: the view is rebuilt for it (another URL), so the radio that had
 * the focus is gone; the new view's choice takes the focus back when it appears. Only for a moment:
 * a view that takes longer must not pull the focus away later.
 */
let refocus: { region: string; until: number } | undefined;
const REFOCUS_MS = 5_000;

export function RegionChoice({
  regions,
  shown,
  href,
}: {
  /** The Regions holding the table. */
  regions: readonly string[] | undefined;
  /** The Region shown. */
  shown: string | undefined;
  /** The view's URL for a Region. */
  href(region: string): string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const visible = !!shown && !!regions && regions.length >= 2;
  useEffect(() => {
    if (!visible || refocus?.region !== shown) return;
    if (performance.now() < refocus.until) {
      group.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    }
    refocus = undefined;
  }, [visible, shown]);
  if (!visible) return null;
  return (
    <RadioChoice
      ref={group}
      label="Region"
      value={shown}
      onChange={(region) => {
        if (region !== shown && group.current?.contains(document.activeElement)) {
          refocus = { region, until: performance.now() + REFOCUS_MS };
        }
        window.location.hash = href(region);
      }}
      options={regions.map((region) => ({ value: region, label: region }))}
    />
  );
}

/** Why a Region's replica cannot be shown (its Region no longer holds the table), with the way home. */
export function RegionProblem({
  message,
  region,
  home,
  className,
}: {
  message: string;
  /** The Region asked for; none: the home Region's own table, with no way further home. */
  region: string | undefined;
  /** The view's URL for the home Region's table. */
  home: string;
  className?: string;
}) {
  return (
    <p className={className} role="alert">
      {message}
      {region && (
        <>
          {' '}
          (in {region}). <a href={home}>Show the table in the home Region</a>
        </>
      )}
    </p>
  );
}
