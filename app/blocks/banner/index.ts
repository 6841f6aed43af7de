export { bannerBlock } from './bannerBlock';
export { Banner } from './Banner';
export { parseBannerProps, type BannerButton, type BannerProps } from './bannerProps';
export type { BannerTarget } from './bannerTarget';
