import sharp from 'sharp';
import { createRandom } from './random';
import type { Scene } from './scene';
import { createDefs, svgDocument, type Viewport } from './svg';

export interface RenderOptions {
  scene: Scene;
  /** Seed for the scene's random choices. */
  seed: string;
  /** Artboard size the scene draws on, in its own pixels. */
  artboard: { width: number; height: number };
  /** Part of the artboard to show; the whole artboard by default. */
  view?: Viewport;
  /** Output size in pixels. */
  output: { width: number; height: number };
  /** JPEG quality, 1-100. */
  quality: number;
}

/** Builds the SVG document for one image. */
function composeSvg(options: RenderOptions): string {
  const defs = createDefs();
  const rng = createRandom(options.seed);
  const body = options.scene({ ...options.artboard, defs, rng });
  const view = options.view ?? { x: 0, y: 0, ...options.artboard };
  return svgDocument(view, options.output.width, options.output.height, defs, body);
}

/** Renders one image to a progressive mozjpeg JPEG. */
export async function renderJpeg(options: RenderOptions): Promise<Buffer> {
  const svg = composeSvg(options);
  return sharp(Buffer.from(svg))
    .flatten({ background: '#051d2e' })
    .jpeg({
      quality: options.quality,
      mozjpeg: true,
      progressive: true,
      chromaSubsampling: '4:2:0',
    })
    .toBuffer();
}
