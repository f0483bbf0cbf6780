/**
 * The app's sections, in navigation order. Each one is a placeholder until its feature lands; the app
 * issue turns this list into URL routes, so the ids double as the future route segments.
 */
export type SectionId = 'console' | 'explorer' | 'heatmap' | 'metrics' | 'lessons';

export interface Section {
  id: SectionId;
  label: string;
  /** One sentence on what the section will let a learner do. */
  summary: string;
}

export const sections: readonly Section[] = [
  {
    id: 'console',
    label: 'Console',
    summary:
      'Run the same code you write for production — AWS SDK for JavaScript, request JSON, PartiQL or AWS CLI syntax — and see items, capacity and errors.',
  },
  {
    id: 'explorer',
    label: 'Explorer',
    summary:
      'Create tables and indexes, and browse items grouped into item collections the way single-table designs are drawn.',
  },
  {
    id: 'heatmap',
    label: 'Heatmap',
    summary:
      'Watch traffic land on partitions and see a hot key throttle while the rest of the table sits idle.',
  },
  {
    id: 'metrics',
    label: 'Metrics',
    summary: 'Consumed and throttled capacity per table and index, second by second on the sandbox clock.',
  },
  {
    id: 'lessons',
    label: 'Lessons',
    summary:
      'Guided exercises on modeling, conditional writes, transactions and capacity, checked against the engine.',
  },
];
