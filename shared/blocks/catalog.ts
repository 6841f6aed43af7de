import type { BlockContract } from './contract';
import * as BLOCK_LIST from './index';

type ListedContract = (typeof BLOCK_LIST)[keyof typeof BLOCK_LIST];

/**
 * Every block's contract, from the one list (`./index.ts`). The renderer's registry, the server's
 * style map, the content check, the JSON Schemas and the table in docs/blocks.md derive from it.
 */
export const BLOCK_CONTRACTS: readonly ListedContract[] = Object.values(BLOCK_LIST);

export type BlockTypeName = ListedContract['type'];

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
 * The module of each block type, from `app/` (as the build's manifest names its chunk): the server
 * inlines the styles of a page's blocks only. The registry loads the same modules (a block's
 * folder is named by its type); the server refuses to start if one is not in the build.
 */
export const BLOCK_MODULES = Object.fromEntries(
  BLOCK_TYPE_NAMES.map((type) => [type, `blocks/${type}/index.ts`]),
) as Readonly<Record<BlockTypeName, string>>;
