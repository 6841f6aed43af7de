import type { ComponentType } from 'react';
import type { BlockDefinition, BlockProps } from '../render/blockDefinition';
import type { BlockContract } from '../../shared/blocks/contract';

export type { BlockDefinition, BlockProps };

/** What a block's folder adds to its contract (`shared/blocks/<type>.ts`). */
interface BlockParts<P> {
  parse: (raw: Readonly<Record<string, unknown>>) => P;
  component: ComponentType<BlockProps<P>>;
}

/** The block the renderer runs: the contract's type, label and interactivity, with its parts. */
export function blockOf<P>(contract: BlockContract, parts: BlockParts<P>): BlockDefinition<P> {
  return {
    type: contract.type,
    label: contract.label,
    ...parts,
    ...(contract.interactive ? { interactive: true } : {}),
  };
}
