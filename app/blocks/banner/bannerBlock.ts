import type { BlockDefinition } from '../blockTypes';
import { Banner } from './Banner';
import { parseBannerProps, type BannerProps } from './bannerProps';

export const bannerBlock: BlockDefinition<BannerProps> = {
  type: 'banner',
  label: 'Banner',
  parse: parseBannerProps,
  component: Banner,
};
