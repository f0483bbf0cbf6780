/**
 * What the saved export, import and bulk put items tasks share (transferSnapshots.ts,
 * bulkSnapshots.ts): the failure a task cut short by a save ends with, and readers of the fields
 * every task has.
 */
import { anyText, object, optional, text } from './snapshotReader.ts';

/** The failure of a task still running when the sandbox was saved. */
export const INTERRUPTED = {
  code: 'SandboxReloaded',
  message: 'The sandbox was saved and reloaded before this task completed: request it again.',
};

export function failureOf(value: unknown, path: string) {
  return optional(value, (v) => {
    const failure = object(v, path);
    return { code: text(failure.code, `${path}.code`), message: anyText(failure.message, `${path}.message`) };
  });
}

export function tableOf(value: unknown, path: string) {
  const table = object(value, path);
  return {
    arn: text(table.arn, `${path}.arn`),
    id: text(table.id, `${path}.id`),
    name: text(table.name, `${path}.name`),
  };
}
