import { useMemo } from 'react';
import { collectionItemKeys } from '@about-site/sdk/documents';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { contentQuery, documentsByKeyQueries } from '../../data/queries';
import { useSdkEntries, useSdkEntry } from '../../data/useSdkEntries';
import { carouselContent, carouselDocuments, referencedPictureKeys } from './carouselContent';
import { carouselStylesQuery } from './carouselStyles';
import type { CarouselContent } from './carouselTypes';

const NOTHING: CarouselContent = { state: 'Unfulfilled' };

/** Keys joined into one string, so a query list is rebuilt only when the keys change. */
const joined = (keys: readonly string[]) => keys.join('\n');
const split = (text: string) => (text === '' ? [] : text.split('\n'));

/**
 * A carousel's slides and styles, read through the SDK cache: the collection and the admin
 * styles, then its items (one read per 25 keys), then the pictures given only by reference.
 * Without a content key nothing is read.
 */
export function useCarouselContent(contentKey: string, carouselName: string): CarouselContent {
  const { siteId, basePath, imageOptimizer } = useSiteConfig();
  const active = contentKey !== '';

  const collectionQuery = useMemo(
    () => (active ? contentQuery(siteId, contentKey) : null),
    [active, siteId, contentKey],
  );
  const collection = useSdkEntry(collectionQuery);
  const styles = useSdkEntry(active ? carouselStylesQuery : null);

  const itemKeys = joined(collectionItemKeys(collection.data));
  const itemQueries = useMemo(
    () => documentsByKeyQueries(siteId, split(itemKeys)),
    [siteId, itemKeys],
  );
  const items = useSdkEntries(itemQueries);
  const documents = useMemo(
    () => carouselDocuments(split(itemKeys), items, basePath),
    [itemKeys, items, basePath],
  );

  const pictureKeys = joined(referencedPictureKeys(documents));
  const pictureQueries = useMemo(
    () => documentsByKeyQueries(siteId, split(pictureKeys)),
    [siteId, pictureKeys],
  );
  const pictures = useSdkEntries(pictureQueries);

  return useMemo(
    () =>
      active
        ? carouselContent({ collection, items, pictures, styles }, documents, {
            carouselName,
            media: { basePath, imageOptimizer },
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
    ],
  );
}
