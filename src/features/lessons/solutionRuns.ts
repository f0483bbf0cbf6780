/**
 * How a long reference solution is shown: as runs of consecutive requests of one operation, each
 * run by its first few requests and a count of the rest. A backfill of fifty `UpdateItem`s then
 * shows eight of them, "42 more", and still every request that follows them (the `UpdateTable`
 * that adds the index, the `Query` that reads it).
 */
import type { LessonCall } from './lessonTypes.ts';

/**
 * Requests shown of each run: every one of a short run (a learner can open each in the Console, and
 * pages of a Query differ in their ExclusiveStartKey), the pattern of a long one.
 */
export const SHOWN_PER_RUN = 8;

export interface SolutionRun {
  operation: string;
  /** The first requests of the run, with their positions in the whole solution. */
  shown: { call: LessonCall; index: number }[];
  /** How many more requests of the run are not shown. */
  hidden: number;
}

export function solutionRuns(calls: readonly LessonCall[]): SolutionRun[] {
  const runs: SolutionRun[] = [];
  calls.forEach((call, index) => {
    let run = runs.at(-1);
    if (run?.operation !== call.operation) {
      run = { operation: call.operation, shown: [], hidden: 0 };
      runs.push(run);
    }
    if (run.shown.length < SHOWN_PER_RUN) run.shown.push({ call, index });
    else run.hidden++;
  });
  return runs;
}

/** The line under a run that has more requests than are shown: `… and 42 more UpdateItem like these.` */
export function hiddenText(run: SolutionRun): string {
  const count = run.hidden === 1 ? 'one' : String(run.hidden);
  return `… and ${count} more ${run.operation} like these.`;
}
