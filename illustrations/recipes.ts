import type { Scene } from './scene';
import { consignment, fieldInventory, loanerKits } from './scenes/articlesField';
import { cycleCounting, replenishment, traceability } from './scenes/articlesStock';
import { brandNetwork, companyOverview, distributionYard } from './scenes/brand';
import { historyBackdrop } from './scenes/history';
import { milestoneExpansion, milestoneOrigins, milestonePlatform } from './scenes/milestones';
import { cgoPortrait, ctoPortrait } from './scenes/portrait';
import { whoWeAre } from './scenes/whoWeAre';
import type { RenderOptions } from './render';

/**
 * How one image document's JPEG is made: what `renderJpeg` draws, seeded by the document's slug.
 * Originals are at least 1920 pixels wide.
 */
export interface ImageRecipe extends Omit<RenderOptions, 'seed'> {
  /** The image document's file name in content/documents, without `.json`. */
  slug: string;
}

const WIDE = { width: 2400, height: 600 };
const STORY = { width: 2400, height: 1200 };
const THUMBNAIL = { width: 1920, height: 1440 };

/**
 * A news item's banner (the whole 2:1 artboard) and its thumbnail: a 4:3 crop of the same
 * drawing centred on `focus` (fraction of the width), re-rendered so it stays sharp.
 */
function storyPair(slug: string, scene: Scene, focus: number): ImageRecipe[] {
  const cropWidth = STORY.height * (THUMBNAIL.width / THUMBNAIL.height);
  const x = Math.min(STORY.width - cropWidth, Math.max(0, STORY.width * focus - cropWidth / 2));
  return [
    { slug: `${slug}-banner`, scene, artboard: STORY, output: STORY, quality: 78 },
    {
      slug: `${slug}-thumbnail`,
      scene,
      artboard: STORY,
      view: { x, y: 0, width: cropWidth, height: STORY.height },
      output: THUMBNAIL,
      quality: 78,
    },
  ];
}

/** Every generated image, by document slug. */
export const recipes: readonly ImageRecipe[] = [
  {
    slug: 'company-overview-banner',
    scene: companyOverview,
    artboard: WIDE,
    output: WIDE,
    quality: 78,
  },
  { slug: 'default-user-picture', scene: brandNetwork, artboard: WIDE, output: WIDE, quality: 78 },
  {
    slug: 'preview-user-picture',
    scene: distributionYard,
    artboard: WIDE,
    output: WIDE,
    quality: 78,
  },
  {
    slug: 'who-we-are-image',
    scene: whoWeAre,
    // A panorama: the block shows it 139 px high, from about 2.4:1 (mobile) to 5:1 (tablet).
    artboard: { width: 7400, height: 1700 },
    view: { x: 300, y: 0, width: 6800, height: 1700 },
    output: { width: 2400, height: 600 },
    quality: 78,
  },
  {
    slug: 'leadership-cgo-portrait',
    scene: cgoPortrait,
    artboard: { width: 1920, height: 2400 },
    output: { width: 1920, height: 2400 },
    quality: 80,
  },
  {
    slug: 'leadership-cto-portrait',
    scene: ctoPortrait,
    artboard: { width: 1920, height: 2400 },
    output: { width: 1920, height: 2400 },
    quality: 80,
  },
  {
    slug: 'history-background',
    scene: historyBackdrop,
    artboard: STORY,
    output: STORY,
    quality: 74,
  },
  ...storyPair('milestone-2014-2015', milestoneOrigins, 0.5),
  ...storyPair('milestone-2016-2021', milestoneExpansion, 0.5),
  ...storyPair('milestone-2022-current', milestonePlatform, 0.5),
  ...storyPair('article-cycle-counting', cycleCounting, 0.5),
  ...storyPair('article-field-inventory', fieldInventory, 0.45),
  ...storyPair('article-consignment', consignment, 0.48),
  ...storyPair('article-lot-serial-traceability', traceability, 0.5),
  ...storyPair('article-replenishment', replenishment, 0.5),
  ...storyPair('article-loaner-kits-returns', loanerKits, 0.5),
];
