import type { RequestOptions, Sdk } from '../../../sdk';
import type { SiteConfig } from '../../config/siteConfig';

/** Per-call options passed to the SDK. */
export type CarouselCallOptions = RequestOptions;

/** The SDK methods the carousel calls, so tests may hand it a smaller object. */
export type CarouselSdk = Pick<Sdk, 'getContent' | 'getContents' | 'apex'>;

/** What the carousel's thunk needs from the store's extra argument (a subset of `ThunkExtra`). */
export interface CarouselThunkExtra {
  sdk: CarouselSdk;
  config: Pick<SiteConfig, 'siteId' | 'basePath' | 'imageOptimizer'>;
}
