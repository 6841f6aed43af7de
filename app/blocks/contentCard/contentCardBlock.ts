import type { BlockDefinition } from '../blockTypes';
import { ContentCard } from './ContentCard';
import { parseContentCardProps, type ContentCardProps } from './contentCardProps';

export const contentCardBlock: BlockDefinition<ContentCardProps> = {
  type: 'contentCard',
  label: 'Content Card',
  parse: parseContentCardProps,
  component: ContentCard,
};
