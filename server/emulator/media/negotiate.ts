import type { MediaOriginal } from '../../../content-model';

/** Formats an image is sent in: one every browser shows, or a modern one the client asked for. */
export type OutputFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export const OUTPUT_MIME: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The format for a client that names neither AVIF nor WebP: the original's when every current
 * browser shows it (JPEG, PNG, GIF, WebP), else PNG for an image with transparency and JPEG for
 * one without (an AVIF or TIFF original: older browsers and most tools cannot read them).
 */
export function fallbackFormat(original: Pick<MediaOriginal, 'format' | 'hasAlpha'>): OutputFormat {
  switch (original.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
      return original.format;
    case 'avif':
    case 'tiff':
      return original.hasAlpha ? 'png' : 'jpeg';
  }
}

/** Modern formats in order of preference when the client weighs them equally. */
const NEGOTIATED: readonly ['avif', 'webp'] = ['avif', 'webp'];

/**
 * The `q` of a media type named exactly in an `Accept` header (0 when absent). Wildcards do not
 * count: browsers that cannot decode AVIF or WebP still send `image/*` and the catch-all type.
 */
function explicitQuality(accept: string, mimeType: string): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim());
    if (type.toLowerCase() !== mimeType) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(\S+)$/i.exec(param);
      const value = match ? Number(match[1]) : Number.NaN;
      // A q that is not a number is ignored, as if it were not there.
      if (!Number.isNaN(value)) q = Math.min(Math.max(value, 0), 1);
    }
    best = Math.max(best, q);
  }
  return best;
}

/**
 * The format to send for a request's `Accept` header: AVIF when `image/avif` is listed, else WebP
 * when `image/webp` is listed, else `fallback` (see `fallbackFormat`). A `q` of 0 refuses a type;
 * a higher `q` for WebP than for AVIF picks WebP; a `q` that is not a number is ignored.
 */
export function negotiateFormat(accept: string | undefined, fallback: OutputFormat): OutputFormat {
  if (!accept) return fallback;
  let chosen: OutputFormat = fallback;
  let chosenQ = 0;
  for (const format of NEGOTIATED) {
    const q = explicitQuality(accept, OUTPUT_MIME[format]);
    if (q > chosenQ) {
      chosen = format;
      chosenQ = q;
    }
  }
  return chosen;
}
