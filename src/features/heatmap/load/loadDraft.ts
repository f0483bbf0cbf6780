/**
 * The custom load form's state: the fields as typed, and which running load they were filled from.
 * The form opens on the running load's settings, but the worker reports a load that has just started
 * a moment later: a form opened in that moment first shows the defaults. Until the learner edits a
 * field, the form therefore follows the load the worker reports; after an edit, it keeps what was typed.
 */
import type { LoadPattern, LoadRequest } from '../../../client/capacityClient.ts';

export type NumberField = 'rate' | 'readPercent' | 'itemBytes' | 'shards' | 'keys' | 'durationSeconds';

/**
 * The form as typed: numbers stay text until Start, so a field can be emptied and retyped (and 12.5 %
 * stay 12.5); the browser checks each against its min, max and step before the form submits.
 */
export type Draft = { pattern: LoadPattern } & Record<NumberField, string>;

export interface DraftState {
  draft: Draft;
  /** A field was changed by the learner: the draft no longer follows the running load. */
  edited: boolean;
}

const DEFAULT_DRAFT: Draft = {
  pattern: 'hot-key',
  rate: '1500',
  readPercent: '0',
  itemBytes: '800',
  shards: '10',
  keys: '10000',
  durationSeconds: '300',
};

function draftOf(request: LoadRequest | undefined): Draft {
  if (!request) return DEFAULT_DRAFT;
  return {
    pattern: request.pattern,
    rate: String(request.rate),
    readPercent: String(Math.round(request.readRatio * 10_000) / 100),
    itemBytes: String(request.itemBytes),
    shards: String(request.shards),
    keys: String(request.keys),
    durationSeconds: String(request.durationSeconds),
  };
}

export const initialDraft = (load: LoadRequest | undefined): DraftState => ({
  draft: draftOf(load),
  edited: false,
});

/**
 * The state once the worker reports `load` as the running (or last) load. The same state object when
 * nothing changes (each report is a new object with mostly the same request), so a caller can skip
 * the update. A report of no load (a cleared sandbox) keeps the draft.
 */
export function followLoad(state: DraftState, load: LoadRequest | undefined): DraftState {
  if (state.edited || load === undefined) return state;
  const draft = draftOf(load);
  const same = (Object.keys(draft) as (keyof Draft)[]).every((name) => draft[name] === state.draft[name]);
  return same ? state : { draft, edited: false };
}

export function editDraft<K extends keyof Draft>(state: DraftState, name: K, value: Draft[K]): DraftState {
  return { ...state, draft: { ...state.draft, [name]: value }, edited: true };
}
