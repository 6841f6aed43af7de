import { createAsyncThunk } from '@reduxjs/toolkit';
import { buildSlide } from './buildSlide';
import type { CarouselThunkExtra } from './carouselSdk';
import type { CarouselError, CarouselRootState, Slide, SlideStyle } from './carouselTypes';
import { readCarouselSlides } from './readCarouselSlides';
import { readCarouselStyles } from './readCarouselStyles';

export interface LoadCarouselArgs {
  /** The carousel's id in the store (the block's node id). */
  carouselId: string;
  /** Content key of the manual collection that lists the slides. */
  contentKey: string;
  /** The carousel's name: its accessible label and its key in the admin styles. */
  carouselName: string;
}

export interface LoadCarouselResult {
  slides: Slide[];
  styles: SlideStyle[];
}

const FALLBACK_MESSAGE = 'The carousel could not be loaded.';

/** Keeps the SDK error's message and status; the rest of an Error is not serialisable. */
export function toCarouselError(error: unknown): CarouselError {
  if (typeof error !== 'object' || error === null) return { message: FALLBACK_MESSAGE };
  const { message, status } = error as { message?: unknown; status?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : FALLBACK_MESSAGE;
  return typeof status === 'number' ? { message: text, status } : { message: text };
}

const createCarouselThunk = createAsyncThunk.withTypes<{
  state: CarouselRootState;
  extra: CarouselThunkExtra;
  serializedErrorType: CarouselError;
}>();

/**
 * Loads a carousel: the collection, then all its slides in one batched read, while the admin
 * styles are read in parallel. Fulfils only once the style call has settled (a failed style
 * call means default styling); rejects when the collection or the slides cannot be read.
 */
export const loadCarousel = createCarouselThunk(
  'carousel/load',
  async (
    { contentKey, carouselName }: LoadCarouselArgs,
    { extra: { sdk, config }, signal },
  ): Promise<LoadCarouselResult> => {
    const options = { signal };
    const stylesRead = readCarouselStyles(sdk, carouselName, options);
    const contents = await readCarouselSlides({
      sdk,
      siteId: config.siteId,
      contentKey,
      options,
    });
    const styles = await stylesRead;
    const slides = contents.map((content, index) =>
      buildSlide(content.draft, content.mediaUrl, config, styles[index]),
    );
    return { slides, styles };
  },
  {
    // A mounted carousel loads once per collection and name; a failed load may be retried.
    condition: ({ carouselId, contentKey, carouselName }, { getState }) => {
      const entry = getState().carousel[carouselId];
      if (!entry || entry.status === 'idle' || entry.status === 'failed') return true;
      return entry.contentKey !== contentKey || entry.carouselName !== carouselName;
    },
    serializeError: toCarouselError,
  },
);
