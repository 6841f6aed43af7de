import { contentCardContract } from '../../../shared/blocks/contentCard';
import { blockOf } from '../blockTypes';
import { ContentCard } from './ContentCard';
import { parseContentCardProps, type ContentCardProps } from './contentCardProps';

export const contentCardBlock = blockOf<ContentCardProps>(contentCardContract, {
  parse: parseContentCardProps,
  component: ContentCard,
});
