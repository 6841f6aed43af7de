/**
 * Names the page's markup carries for its inline script loader, which finds them there: the
 * build writes the first, the site's image component the second.
 */

/** The attribute of the inline loader's script tag that names the page's script. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * The `elementtiming` name of the page's largest image: `SiteImage` marks it, and the page's
 * script loader waits until the browser reports it shown.
 */
export const LARGEST_IMAGE_TIMING = 'largest-image';
