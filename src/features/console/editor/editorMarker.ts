/** An error to show in the editor at a 1-based position. */
export interface EditorMarker {
  line: number;
  column: number;
  /** Characters to underline; to the end of the line when absent. */
  length?: number;
  message: string;
}
