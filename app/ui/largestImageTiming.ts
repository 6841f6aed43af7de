/**
 * The `elementtiming` name of the page's largest image: `SiteImage` marks it, and the page's
 * script loader waits until the browser reports it shown.
 */
export const LARGEST_IMAGE_TIMING = 'largest-image';
