import sharp, { type Sharp } from 'sharp';
import { imageBytesProblem, imagePixelsProblem, MAX_IMAGE_PIXELS } from './contentLimits';
import { inspectImage, MEDIA_FORMATS, NotAnImageError, type MediaFormat } from './media';

/** An uploaded image the site takes: upright, without its metadata, in the format it came in. */
export interface CheckedImage {
  /** The image in `format`, without EXIF (GPS included), XMP, IPTC or comments. */
  bytes: Buffer;
  format: MediaFormat;
  /** Pixels, upright (its EXIF orientation applied); a frame's, for an animation. */
  width: number;
  height: number;
  /** The type to store and serve it as: `image/jpeg`, `image/png`, ... */
  contentType: (typeof MEDIA_FORMATS)[MediaFormat]['mimeType'];
}

/**
 * An upload the site refuses. Its message names the upload (`banner.jpg is 23.4 MiB; at most 20
 * MiB`); `problem` is the same without the name, for a list of problems by file.
 */
export class ImageRefusedError extends Error {
  /** What is wrong: `is 23.4 MiB; at most 20 MiB`, `is not an image: ...`. */
  readonly problem: string;

  constructor(upload: string, problem: string) {
    super(`${upload} ${problem}`);
    this.name = 'ImageRefusedError';
    this.problem = problem;
  }
}

/**
 * How each format is written again. Re-encoding is what drops the metadata and turns the pixels
 * upright, and it costs nothing visible: PNG, GIF (its palette reused) and TIFF (LZW) stay
 * lossless; a JPEG, WebP or AVIF is encoded once more at a quality above the renditions the site
 * makes of it. The ICC profile is kept, so a wide-gamut photo keeps its colours.
 */
const ENCODERS = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  avif: (image) => image.avif({ quality: 70 }),
  gif: (image) => image.gif({ reuse: true }),
  tiff: (image) => image.tiff({ compression: 'lzw' }),
} as const satisfies Record<MediaFormat, (image: Sharp) => Sharp>;

/** The formats whose every frame is kept (a TIFF's later pages and an AVIF sequence's are not). */
const ANIMATED_FORMATS: readonly MediaFormat[] = ['gif', 'webp'];

/**
 * The image decoded and written again in its format, upright, with no metadata (sharp writes
 * none unless told to). Decoding stops at `MAX_IMAGE_PIXELS` over all frames, whatever the
 * header claimed.
 */
async function stripMetadata(bytes: Uint8Array, format: MediaFormat): Promise<Buffer> {
  const image = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: ANIMATED_FORMATS.includes(format),
  });
  return ENCODERS[format](image.autoOrient().keepIccProfile()).toBuffer();
}

/** What sharp's failure to decode says of the image. */
function decodeProblem(error: unknown): string {
  const { message } = error as Error;
  if (message.includes('exceeds pixel limit')) {
    return (
      `is too large to decode: its pixels (all its frames together) are over ` +
      `${String(MAX_IMAGE_PIXELS / 1e6)} megapixels`
    );
  }
  return `is a damaged image: sharp cannot decode it (${message})`;
}

/**
 * Checks an uploaded image and returns it ready to store as an original, or throws an
 * `ImageRefusedError` naming it (`name`, default `the image`) and saying what is wrong. In order:
 *
 * - at most `MAX_IMAGE_BYTES` (20 MiB);
 * - an image of an accepted format, by its bytes alone: a file name or a declared type is never
 *   asked (an SVG is refused: it is a document that can run script);
 * - at most `MAX_IMAGE_PIXELS` (40 megapixels) by the size its header states, before any pixel
 *   is decoded;
 * - decodable within that many pixels, all frames together (a decompression bomb stops there);
 * - then re-encoded in its own format, upright and without EXIF, GPS, XMP, IPTC or comments.
 */
export async function checkUploadedImage(
  bytes: Uint8Array,
  name = 'the image',
): Promise<CheckedImage> {
  const refuse = (problem: string) => new ImageRefusedError(name, problem);
  const tooLarge = imageBytesProblem(bytes.length);
  if (tooLarge) throw refuse(tooLarge);
  const { format, meta } = await inspectImage(bytes).catch((error: unknown) => {
    throw error instanceof NotAnImageError ? refuse(`is not an image: ${error.reason}`) : error;
  });
  const { width, height } = meta.autoOrient;
  const tooManyPixels = imagePixelsProblem(width, height);
  if (tooManyPixels) throw refuse(tooManyPixels);
  const stripped = await stripMetadata(bytes, format).catch((error: unknown) => {
    throw refuse(decodeProblem(error));
  });
  return { bytes: stripped, format, width, height, contentType: MEDIA_FORMATS[format].mimeType };
}
