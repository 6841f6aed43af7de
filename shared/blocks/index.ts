// Every block a view may place: the one list, a line per block (its contract). What derives from
// it is in ./catalog.ts.
export { bannerContract } from './banner';
export { buttonContract } from './button';
export { columnsContract } from './columns';
export { contentCardContract } from './contentCard';
export { contentCarouselContract } from './contentCarousel';
export { flexibleBlockContract } from './flexibleBlock';
export { gridContract } from './grid';
export { imageContract } from './image';
export { repeaterItemContract } from './repeaterItem';
export { sectionContract } from './section';
export { textBlockContract } from './textBlock';
export { toastDemoContract } from './toastDemo';
export { userDataProviderContract } from './userDataProvider';
