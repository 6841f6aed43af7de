import { bannerContract } from './banner';
import { buttonContract } from './button';
import { columnsContract } from './columns';
import { contentCardContract } from './contentCard';
import { contentCarouselContract } from './contentCarousel';
import type { BlockContract } from './contract';
import { flexibleBlockContract } from './flexibleBlock';
import { gridContract } from './grid';
import { imageContract } from './image';
import { repeaterItemContract } from './repeaterItem';
import { sectionContract } from './section';
import { textBlockContract } from './textBlock';
import { toastDemoContract } from './toastDemo';
import { userDataProviderContract } from './userDataProvider';

/**
 * Every block a view may place: the one list. The renderer's registry, the server's style map,
 * the content check, the JSON Schemas and the table in docs/blocks.md all derive from it.
 */
export const BLOCK_CONTRACTS = [
  sectionContract,
  columnsContract,
  gridContract,
  flexibleBlockContract,
  repeaterItemContract,
  textBlockContract,
  bannerContract,
  buttonContract,
  imageContract,
  contentCardContract,
  contentCarouselContract,
  userDataProviderContract,
  toastDemoContract,
] as const;

export type BlockTypeName = (typeof BLOCK_CONTRACTS)[number]['type'];

export const BLOCK_TYPE_NAMES: readonly BlockTypeName[] = BLOCK_CONTRACTS.map(
  (contract) => contract.type,
);

const CONTRACTS: ReadonlyMap<string, BlockContract> = new Map(
  BLOCK_CONTRACTS.map((contract) => [contract.type, contract]),
);

/** The contract of a block type, or `undefined` for a type no view may place. */
export function contractOf(type: string): BlockContract | undefined {
  return CONTRACTS.get(type);
}

/**
 * The module of a block type, from `app/` (as the build's manifest names its chunk): the server
 * inlines the styles of a page's blocks only. The registry loads the same modules; the server
 * refuses to start if one is not in the build.
 */
export function blockModuleOf(type: BlockTypeName): string {
  return `blocks/${type}/index.ts`;
}

/** Each block type's module (see {@link blockModuleOf}). */
export const BLOCK_MODULES = Object.fromEntries(
  BLOCK_TYPE_NAMES.map((type) => [type, blockModuleOf(type)]),
) as Readonly<Record<BlockTypeName, string>>;
