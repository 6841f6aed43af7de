import { pageBasePath } from '../../../shared/languageRoutes';
import { useMemo } from 'react';
import { collectionItemKeys } from '@about-site/sdk/documents';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useMessages } from '../../i18n/useMessages';
import { useApex, useContent, useContentFields } from '@about-site/sdk-react';
import { carouselStylesMethod, contentConfig, documentsByKeyConfigs } from '../../data/queries';
import { carouselContent, carouselDocuments, referencedPictureKeys } from './carouselContent';
import type { CarouselContent } from './carouselTypes';
import { requestedLanguage } from '../../../shared/pageLanguage';

const NOTHING: CarouselContent = { state: 'Unfulfilled' };

/** Keys joined into one string, so a config list is rebuilt only when the keys change. */
const joined = (keys: readonly string[]) => keys.join('\n');
const split = (text: string) => (text === '' ? [] : text.split('\n'));

/**
 * A carousel's slides and styles, read through the SDK cache: the collection and the admin
 * styles, then its items (one read per 25 keys), then the pictures given only by reference.
 * Without a content key nothing is read.
 */
export function useCarouselContent(contentKey: string, carouselName: string): CarouselContent {
  const config = useSiteConfig();
  const ctaLabel = useMessages()('learnMore');
  const { siteId, basePath, imageOptimizer } = config;
  const language = requestedLanguage(config);
  const active = contentKey !== '';

  const collection = useContent(active ? contentConfig(siteId, contentKey, language) : null);
  const stylesMethod = useMemo(() => carouselStylesMethod(language), [language]);
  const styles = useApex(active ? stylesMethod : null);

  const itemKeys = joined(collectionItemKeys(collection.data));
  const itemConfigs = useMemo(
    () => documentsByKeyConfigs(siteId, split(itemKeys), language),
    [siteId, itemKeys, language],
  );
  const items = useContentFields(itemConfigs);
  const documents = useMemo(
    // The slides' links lead to the pages of the page's own language.
    () => carouselDocuments(split(itemKeys), items, pageBasePath(config)),
    [itemKeys, items, config],
  );

  const pictureKeys = joined(referencedPictureKeys(documents));
  const pictureConfigs = useMemo(
    () => documentsByKeyConfigs(siteId, split(pictureKeys), language),
    [siteId, pictureKeys, language],
  );
  const pictures = useContentFields(pictureConfigs);

  return useMemo(
    () =>
      active
        ? carouselContent({ collection, items, pictures, styles }, documents, {
            carouselName,
            media: { basePath, imageOptimizer },
            ctaLabel,
          })
        : NOTHING,
    [
      active,
      collection,
      items,
      pictures,
      styles,
      documents,
      carouselName,
      basePath,
      imageOptimizer,
      ctaLabel,
    ],
  );
}
