import { useMediaQuery } from '../../ui/useMediaQuery.ts';

/**
 * Whether the S3 page is laid out for a narrow screen (a phone): the bucket list folds away and a
 * folder's rows put their actions under the name, which CSS alone cannot move between cells. The
 * width is the one s3.css's media query names.
 */
export const useNarrowScreen = (): boolean => useMediaQuery('(max-width: 50rem)');
