export { ContentCarousel } from './ContentCarousel';
