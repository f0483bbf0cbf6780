import type { Route } from './routes.ts';
import { sections } from './sections.ts';

/**
 * What following an address does to a form with unsaved changes, as the form's question finishes
 * "This form has unsaved changes.": "Opening the table Orders instead drops them."
 */
export function leavingConsequence(route: Route): string {
  if (route.section === 'explorer' && route.rest[0] !== undefined) {
    const [table, region] = route.rest;
    return `Opening the table ${table}${region === undefined ? '' : ` in ${region}`} instead drops them.`;
  }
  const label = sections.find((section) => section.id === route.section)?.label;
  return label === undefined
    ? 'Opening the start page instead drops them.'
    : `Opening the ${label} page instead drops them.`;
}
