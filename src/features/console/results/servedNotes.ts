/** Sentences of "How it was served" that depend on a count: one item reads differently from several. */
import { plural } from '../../../ui/plural.ts';

/** Under the facts of a read whose filter dropped `filtered` (more than 0) of the items it read. */
export function filteredOutNote(filtered: number): string {
  const were = filtered === 1 ? 'was' : 'were';
  return `A filter runs after the read: the ${plural(filtered, 'item')} it dropped ${were} read, and charged, all the same.`;
}
