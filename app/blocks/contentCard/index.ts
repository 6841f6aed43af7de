export { contentCardBlock } from './contentCardBlock';
export { ContentCard } from './ContentCard';
export {
  CARD_DEFAULT_MAX_WIDTH,
  CARD_DEFAULT_MIN_HEIGHT,
  parseContentCardProps,
  type ContentCardProps,
} from './contentCardProps';
export { cardButtonHref, contentCardView, type ContentCardView } from './contentCardView';
export { DEFAULT_CARD_TITLE_SIZE, type CardTitleStyle } from './titleStyle';
