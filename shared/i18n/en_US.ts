/**
 * The site's own words in English (what components write, not what content says): the source of
 * every key. A `{name}` in a message is a value the component fills in.
 */
export const enUS = {
  // The frame around every page.
  skipToContent: 'Skip to content',
  homeLinkFallback: 'Home',
  mainNavigation: 'Main',
  aboutLink: 'About',
  languageNavigation: 'Language',
  // The 404 page and the article page.
  notFoundTitle: 'Page not found',
  notFoundMessage: 'The page you asked for does not exist.',
  goToAboutPage: 'Go to the About page',
  articlePublished: 'Published {date}',
  articleUnavailableTitle: 'This article could not be loaded',
  articleUnavailableMessage: 'Please try again in a moment.',
  // Links and lists.
  followUs: 'Follow us',
  opensInNewTab: '(opens in a new tab)',
  loadingContent: 'Loading content',
  // The carousel.
  carouselRole: 'carousel',
  carouselFallbackName: 'Slides',
  carouselAllStories: 'All stories',
  carouselLoading: 'Loading {name}',
  carouselUnavailable: 'These stories could not be loaded right now.',
  slideRole: 'slide',
  slidePosition: '{position} of {total}',
  slideNumber: 'Slide {number}',
  chooseSlide: 'Choose a slide',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  stopSlideShow: 'Stop automatic slide show',
  startSlideShow: 'Start automatic slide show',
  learnMore: 'Learn More',
  // The grid.
  gridLoading: 'Loading',
  gridPages: 'Pages: {title}',
  gridPagesUntitled: 'Pages',
  gridItem: 'Item {position} of {count}',
  showMore: 'Show more',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageWord: 'page',
  pageNumber: 'Page {number}',
  tryAgain: 'Try again',
  // Toasts: the variants' names are `{variant}Toast`.
  closeToast: 'Close',
  infoToast: 'Info',
  successToast: 'Success',
  warningToast: 'Warning',
  errorToast: 'Error',
  dataErrorMessage: 'Some content could not be loaded. Please try again later.',
} as const;

/** A UI message's name. */
export type MessageKey = keyof typeof enUS;

/** Every UI message of one language: a language without one of them does not compile. */
export type UiMessages = Readonly<Record<MessageKey, string>>;

/** The `{name}` placeholders of a message template, as a union of names. */
type PlaceholdersOf<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** The values a message takes: one per placeholder of its English template. */
export type MessageValues<Key extends MessageKey> = Record<
  PlaceholdersOf<(typeof enUS)[Key]>,
  string | number
>;
