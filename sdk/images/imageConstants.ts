/** Image widths requested per device, in CSS pixels. */
export const DEVICE_IMAGE_WIDTHS = { mobile: 640, tablet: 960, desktop: 1920 } as const;

/** Pixel densities images are offered at. */
export const IMAGE_DENSITIES: readonly number[] = [1];

/** The narrowest image width ever requested, in pixels: smaller widths are raised to it. */
export const MIN_IMAGE_WIDTH = 100;

/** The widths of a default srcset: mobile, tablet and desktop. */
export const DEFAULT_SRCSET_WIDTHS: readonly number[] =
  /* @__PURE__ */ Object.values(DEVICE_IMAGE_WIDTHS);

/** Prefix under the site base path where the platform serves CMS content and media. */
export const CMS_PATH_PREFIX = '/sfsites/c';

/** Path of the media delivery endpoint, followed by a content key. */
export const MEDIA_DELIVERY_PATH = '/cms/delivery/media';
