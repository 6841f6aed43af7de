import { z } from 'zod';

/** An image as the platform's image data provider describes it (field names are the platform's). */
export interface ImageInfo {
  /** Url the page loads, already under the site base path. */
  Url: string;
  /** The url as the content API gave it. */
  RawUrl: string;
  AltText: string;
  ContentKey: string;
  /** Responsive widths 640/960/1920, `url 640w, ...`. */
  SrcSet: string;
  bgPosition?: string;
  bgSizeOrRepeat?: string;
}

/** How an image arrives from a server method (the current user's picture). */
export const imageInfoWireSchema = z.object({
  Url: z.string(),
  AltText: z.string().optional(),
  ContentKey: z.string().optional(),
});
