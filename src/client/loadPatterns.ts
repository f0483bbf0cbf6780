/**
 * The load generator's patterns and limits for forms (values, kept apart from capacityClient.ts so
 * the first paint does not carry them).
 */
export { LOAD_LIMITS, LOAD_PATTERNS, PATTERN_DESCRIPTIONS } from '../worker/capacity/loadRequest.ts';
