import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeImageInfo, type ImageSource } from '../../normalizers/normalizeImageInfo';
import { normalizeText } from '../../normalizers/normalizeText';
import { toFiniteNumber } from '../../normalizers/toInteger';
import {
  type Alignment,
  IMAGE_FITS,
  IMAGE_LOADINGS,
  IMAGE_RADII,
  readOption,
} from '../../../shared/blocks/options';
import { IMAGE_OPTIONS } from '../../../shared/blocks/image';

type ImageFit = (typeof IMAGE_FITS)[number];
type ImageRadius = (typeof IMAGE_RADII)[number];

/** The image block's settings after normalising. */
export interface ImageProps {
  /** From `imageInfo` (image info object or JSON) or `url`; `null` renders nothing. */
  image: ImageSource | null;
  /** `altText`, else the image info's `AltText`; always `''` when decorative. */
  alt: string;
  /** The language of `alt` when it is the image info's (its document's); else `''`. */
  altLang: string;
  decorative: boolean;
  /** Width in percent of the column, 1 to 100; default 100. */
  widthPercent: number;
  /** Height in px; `null` keeps a 16:9 box. Either way the box is reserved before loading. */
  heightPx: number | null;
  /** How the image fills its box; default `cover`. */
  fit: ImageFit;
  /** Corner radius token; default `medium`. */
  radius: ImageRadius;
  /** Placement of a narrower image; default `left`. */
  alignment: Alignment;
  /** `eager` for images above the fold; default `lazy`. */
  loading: (typeof IMAGE_LOADINGS)[number];
}

function readPercent(value: unknown): number {
  const n = toFiniteNumber(typeof value === 'string' ? value.replace(/%\s*$/, '') : value);
  return n !== undefined && n > 0 && n <= 100 ? n : 100;
}

function readPixels(value: unknown): number | null {
  const n = toFiniteNumber(typeof value === 'string' ? value.replace(/px\s*$/i, '') : value);
  return n !== undefined && n > 0 && n <= 4000 ? n : null;
}

export function parseImageProps(raw: Readonly<Record<string, unknown>>): ImageProps {
  const image = normalizeImageInfo(raw.imageInfo) ?? normalizeImageInfo(raw.url);
  const decorative = normalizeBoolean(raw.decorative);
  const ownAlt = normalizeText(raw.altText, '');
  return {
    image,
    alt: decorative ? '' : ownAlt || (image?.altText ?? ''),
    altLang: decorative || ownAlt ? '' : (image?.altLang ?? ''),
    decorative,
    widthPercent: readPercent(raw.width),
    heightPx: readPixels(raw.height),
    fit: readOption(raw, IMAGE_OPTIONS, 'objectFit'),
    radius: readOption(raw, IMAGE_OPTIONS, 'radius'),
    alignment: readOption(raw, IMAGE_OPTIONS, 'alignment'),
    loading: readOption(raw, IMAGE_OPTIONS, 'loading'),
  };
}
