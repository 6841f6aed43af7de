import { bannerContract } from '../../../shared/blocks/banner';
import { blockOf } from '../blockTypes';
import { Banner } from './Banner';
import { parseBannerProps, type BannerProps } from './bannerProps';

export const bannerBlock = blockOf<BannerProps>(bannerContract, {
  parse: parseBannerProps,
  component: Banner,
});
