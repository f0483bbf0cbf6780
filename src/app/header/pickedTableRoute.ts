import { hrefFor, parseHash } from '../routes.ts';
import type { SectionId } from '../sections.ts';

/** The sections whose route names the table they show (`#/explorer/app`, `#/metrics/app/eu-west-1`). */
const TABLE_SECTIONS: readonly SectionId[] = ['explorer', 'heatmap', 'metrics'];

/**
 * Where the page goes when the header's Table picker picks `table`: a section whose route names
 * another table moves to the picked one (its Region left out: that was the other table's replica),
 * or the route would keep showing the table the picker just left. Undefined: stay.
 */
export function routeForPickedTable(hash: string, table: string | undefined): string | undefined {
  const route = parseHash(hash);
  if (route.section === 'home' || !TABLE_SECTIONS.includes(route.section)) return undefined;
  const routeTable = route.rest[0];
  if (routeTable === undefined || routeTable === table) return undefined;
  return table === undefined ? hrefFor(route.section) : hrefFor(route.section, table);
}
