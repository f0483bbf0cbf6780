/** Types of the console's own completion (AWS CLI and PartiQL modes), shared by its parts and the editor. */

/** Suggestions where the cursor is: the items, and where the word they replace starts (an offset). */
export interface EditorCompletions {
  from: number;
  items: {
    label: string;
    kind: 'service' | 'command' | 'option' | 'value';
    detail: string;
    /** Inserted instead of the label, with `$1`, `$2` … as the places to type next. */
    snippet?: string;
  }[];
}

/** The sandbox's tables, as much of their descriptions as completion needs (plain data). */
export type CompletionTables = Readonly<
  Record<
    string,
    {
      KeySchema: readonly { AttributeName: string; KeyType: string }[];
      AttributeDefinitions: readonly { AttributeName: string; AttributeType: string }[];
      GlobalSecondaryIndexes?: readonly { IndexName: string }[];
      LocalSecondaryIndexes?: readonly { IndexName: string }[];
      LatestStreamArn?: string;
    }
  >
>;
