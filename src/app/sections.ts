/**
 * The app's sections, in navigation order. Their ids are the URL's hash routes (`#/console`).
 */
export type SectionId = 'console' | 'explorer' | 's3' | 'heatmap' | 'metrics' | 'lessons';

export interface Section {
  id: SectionId;
  label: string;
  /** One sentence on what the section lets a learner do. */
  summary: string;
  /** A word shown beside the label in the navigation, when the label alone could mislead. */
  caption?: string;
}

export const sections: readonly Section[] = [
  {
    id: 'console',
    label: 'Console',
    summary:
      'Run the same code you write for production — AWS SDK for JavaScript, request JSON, PartiQL or AWS CLI syntax — and see items, capacity, partitions and errors; take any request, or a whole run, with you as CLI, JavaScript or Python code.',
  },
  {
    id: 'explorer',
    label: 'Explorer',
    summary:
      'Create tables and browse items grouped into item collections the way single-table designs are drawn, by table or by index; import and export JSON, export to and import from the simulated S3, or take a table you designed here to AWS as a script.',
  },
  {
    id: 's3',
    label: 'S3',
    caption: 'simulated',
    summary:
      'The sandbox’s simulated S3, in your browser like everything else: browse what an export to S3 wrote, read its data files, and upload the CSV or DynamoDB JSON files a table import reads.',
  },
  {
    id: 'heatmap',
    label: 'Heatmap',
    summary:
      'Watch traffic land on partitions and see a hot key throttle while the rest of the table sits idle; run load scenarios on the virtual clock.',
  },
  {
    id: 'metrics',
    label: 'Metrics',
    summary:
      'Consumed and throttled capacity per table and index, second by second on the sandbox clock, with CloudWatch’s metric names and top keys.',
  },
  {
    id: 'lessons',
    label: 'Lessons',
    summary:
      'Short lessons on DynamoDB modeling — from keys, indexes and transactions to hot partitions, designing a table from its access patterns, and what it costs — with exercises checked against the engine.',
  },
];
