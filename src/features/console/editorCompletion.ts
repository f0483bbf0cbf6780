/** What the console's own completion (AWS CLI and PartiQL modes) shares: its types, and finding the word to complete. */

/** Suggestions where the cursor is: the items, and where the word they replace starts (an offset). */
export interface EditorCompletions {
  from: number;
  items: {
    label: string;
    kind: 'service' | 'command' | 'option' | 'value';
    detail: string;
    /** Inserted instead of the label, with `$1`, `$2` … as the places to type next. */
    snippet?: string;
    /** Once inserted, what may follow it is offered at once (a shorthand member's values after `Name=`). */
    suggestAfter?: boolean;
  }[];
}

/** A secondary index, as much as completion needs: a statement that reads it names its keys. */
interface CompletionIndex {
  IndexName: string;
  KeySchema?: readonly { AttributeName: string; KeyType: string }[];
}

/** The sandbox's tables, as much of their descriptions as completion needs (plain data). */
export type CompletionTables = Readonly<
  Record<
    string,
    {
      KeySchema: readonly { AttributeName: string; KeyType: string }[];
      AttributeDefinitions: readonly { AttributeName: string; AttributeType: string }[];
      GlobalSecondaryIndexes?: readonly CompletionIndex[];
      LocalSecondaryIndexes?: readonly CompletionIndex[];
      VectorIndexes?: readonly { IndexName: string }[];
      LatestStreamArn?: string;
      TableArn?: string;
    }
  >
>;

/**
 * Where the word before the cursor starts: the first of the characters `inWord` accepts, counting
 * back from the end. A scan rather than a regular expression anchored at the end, which would take
 * time quadratic in a long word (a pasted binary value) on every keystroke.
 */
export function wordStart(text: string, inWord: (char: string) => boolean): number {
  let start = text.length;
  while (start > 0 && inWord(text[start - 1])) start--;
  return start;
}
