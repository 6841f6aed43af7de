import { defineBlock } from './contract';
import { FLEXIBLE_ALIGNMENTS, loose } from './options';

export const FLEXIBLE_BLOCK_OPTIONS = { alignment: loose(FLEXIBLE_ALIGNMENTS, 'center') };

export const flexibleBlockContract = defineBlock({
  type: 'flexibleBlock',
  label: 'Flexible Block',
  description: 'A box that places the blocks of its region default at one side or the centre.',
  props: { ...FLEXIBLE_BLOCK_OPTIONS },
});
