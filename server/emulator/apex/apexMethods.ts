import { z } from 'zod';
import type { SiteContent } from '../../../content-model';
import { currentUser } from './currentUser';
import { SITE_LOCALE } from '../../../shared/pageLanguage';

/** What a server method sees of the request. */
interface ApexCall {
  store: SiteContent;
  basePath: string;
  /** The request is signed in to the editor or sees the drafts by a preview link. */
  signedIn: boolean;
  params: Readonly<Record<string, unknown>>;
}

export interface ApexMethod {
  /** Named parameters the method takes; anything else is a 400, as a misnamed Apex parameter. */
  params: z.ZodType<Record<string, unknown>>;
  /** `Cache-Control` of a GET (cacheable) call; POST responses are always `no-cache`. */
  getCacheControl: string;
  /** Responses that differ per visitor name the request header they vary on. */
  vary?: string;
  invoke(call: ApexCall): unknown;
}

/** Apex read-call lifetime on the platform's client is 5 minutes; the emulator says the same. */
const CACHEABLE = 'private, max-age=300';
/** The page's language, on a site that serves several: the record's copy in it. */
const languageParams = z.strictObject({
  language: z.optional(z.string().regex(SITE_LOCALE, 'a language like fr_FR')),
});
const languageOf = (params: Readonly<Record<string, unknown>>) =>
  typeof params.language === 'string' ? params.language : undefined;

/**
 * The site's server methods by class and method name. The class names are the emulator's
 * choice (the originals are not public); namespaced classes would be `ns__ClassName`.
 */
const APEX_CLASSES: Readonly<Record<string, Readonly<Record<string, ApexMethod>>>> = {
  AdminPanelController: {
    grabCarouselStyles: {
      params: languageParams,
      getCacheControl: CACHEABLE,
      // The long-text field holds JSON, so the record carries it as a string.
      invoke: ({ store, params }) => {
        const styles = store.carouselStylesIn(languageOf(params));
        return {
          adminPanel: {
            Id: styles.Id,
            Carousel_Styles__c: JSON.stringify(styles.Carousel_Styles__c),
          },
        };
      },
    },
  },
  WebsiteHelperController: {
    getContentTwo: {
      params: languageParams,
      getCacheControl: CACHEABLE,
      invoke: ({ store, params }) => store.contentTwoIn(languageOf(params)),
    },
  },
  SiteUserController: {
    getCurrentUser: {
      params: languageParams,
      getCacheControl: 'no-cache',
      vary: 'Cookie',
      invoke: ({ store, basePath, signedIn, params }) =>
        currentUser(store, basePath, signedIn, languageOf(params)),
    },
  },
};

export function findApexMethod(apexClass: string, apexMethod: string): ApexMethod | undefined {
  if (!Object.hasOwn(APEX_CLASSES, apexClass)) return undefined;
  const methods = APEX_CLASSES[apexClass];
  return methods && Object.hasOwn(methods, apexMethod) ? methods[apexMethod] : undefined;
}
