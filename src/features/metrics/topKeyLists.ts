/**
 * The two Contributor Insights lists of the Metrics section and what their counts are
 * (contributorinsights_HowItWorks.html): the most accessed keys by the read and write capacity they
 * consumed; the most throttled by their throttling events, one per throttled read or write
 * (engine/capacity/admission.ts), so each throttled item of a batch or transaction counts, as in
 * Read/WriteThrottleEvents and unlike ThrottledRequests.
 */
export const TOP_KEY_LISTS = {
  accessed: {
    title: 'Most accessed items (partition key)',
    unit: 'Capacity units',
    empty: 'No keyed traffic in the last two minutes.',
  },
  throttled: {
    title: 'Most throttled items (partition key)',
    unit: 'Throttle events',
    empty: 'Nothing throttled in the last two minutes.',
  },
} as const;
