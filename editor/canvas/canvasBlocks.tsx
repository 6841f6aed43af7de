import { memo } from 'react';
import type { BlockDefinition, BlockProps, BlockRegistry } from '../../app/editorIndex';

/** The attribute that names, on the canvas, the block an element draws. */
export const BLOCK_ID_ATTRIBUTE = 'data-block-id';

function markedBlock(definition: BlockDefinition<unknown>): BlockDefinition<unknown> {
  const Block = definition.component;
  function MarkedBlock(props: BlockProps<unknown>) {
    return (
      <div data-block-id={props.id} className="canvas-block">
        <Block {...props} />
      </div>
    );
  }
  MarkedBlock.displayName = `Marked(${definition.type})`;
  // Drawn again only with new props: the renderer keeps them while its node and bindings stay.
  return { ...definition, component: memo(MarkedBlock) };
}

/**
 * The site's blocks, each drawn inside an element naming its node (`display: contents`, so the
 * page's layout is the public page's): what a click selects and the selection outlines.
 */
export function markBlocks(registry: BlockRegistry): BlockRegistry {
  return new Map([...registry].map(([type, definition]) => [type, markedBlock(definition)]));
}
