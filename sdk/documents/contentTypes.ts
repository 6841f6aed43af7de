/** The standard content types' fully qualified names. */
export const CONTENT_TYPES = {
  image: 'sfdc_cms__image',
  news: 'sfdc_cms__news',
  document: 'sfdc_cms__document',
  manualCollection: 'sfdc_cms__cmsManualCollection',
} as const;
