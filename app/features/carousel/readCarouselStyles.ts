import type { CarouselCallOptions, CarouselSdk } from './carouselSdk';
import type { SlideStyle } from './carouselTypes';
import { carouselStylesFromResponse } from './carouselStyles';

// The class the platform emulator (server/emulator/apex) serves the admin panel styles from.
export const STYLES_APEX_CLASS = 'AdminPanelController';
export const STYLES_APEX_METHOD = 'grabCarouselStyles';

/**
 * The carousel's per-slide styles from the admin panel. Never rejects: a failed or unreadable
 * style call means default styling (seed spec section 8).
 */
export async function readCarouselStyles(
  sdk: CarouselSdk,
  carouselName: string,
  options: CarouselCallOptions,
): Promise<SlideStyle[]> {
  try {
    const response = await sdk.apex(
      { apexClass: STYLES_APEX_CLASS, apexMethod: STYLES_APEX_METHOD, cacheable: true },
      options,
    );
    return carouselStylesFromResponse(response, carouselName);
  } catch {
    return [];
  }
}
