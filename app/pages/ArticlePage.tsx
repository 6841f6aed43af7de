import { useMemo, type ReactNode } from 'react';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import type { SiteConfig } from '../config/siteConfig';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useContent } from '@about-site/sdk/react';
import { contentConfig } from '../data/queries';
import { usePageHead } from '../features/seo/pageHead';
import type { View } from '../../shared/viewSchema';
import styles from './NotFoundPage.module.css';
import { NotFoundPage } from './NotFoundPage';
import { ViewPage } from './ViewPage';
import { homePageUrl } from '../../shared/languageRoutes';
import { requestedLanguage } from '../../shared/pageLanguage';

interface ArticlePageProps {
  /** The article template (the content folder's `article` view). */
  view: View;
  /** The type named in the link, e.g. `sfdc_cms__news`: the document must be of it. */
  contentTypeName: string;
  contentKey: string;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/** What the article view binds as `{!Record.…}`. */
function articleRecord(document: DocumentView, config: SiteConfig): Record<string, unknown> {
  const date = document.publishedDate ? new Date(document.publishedDate) : undefined;
  const banner = document.banner ?? document.image;
  return {
    title: document.title,
    excerpt: document.excerpt,
    body: document.body,
    publishedDateText:
      date && !Number.isNaN(date.getTime()) ? `Published ${DATE_FORMAT.format(date)}` : '',
    bannerImage: banner?.url ? { Url: banner.url, AltText: banner.altText } : null,
    backUrl: homePageUrl(config),
  };
}

/**
 * A managed-content page (`/{contentTypeName}/{contentKey}`): the article view with the document
 * bound as `Record`. A key the site does not have, or a document of another type, is the 404
 * page; a document that could not be read says so, with status 503.
 */
export function ArticlePage({ view, contentTypeName, contentKey }: ArticlePageProps): ReactNode {
  const config = useSiteConfig();
  const entry = useContent(contentConfig(config.siteId, contentKey, requestedLanguage(config)));
  const head = usePageHead();
  const document = useMemo(
    () => (entry.data === undefined ? null : readDocument(entry.data, config)),
    [entry.data, config],
  );
  const record = useMemo(
    () => (document ? articleRecord(document, config) : null),
    [document, config],
  );

  if (entry.error && entry.error.status !== 404) {
    head?.setStatus(503);
    return (
      <div className={styles.page} role="alert">
        <h1>This article could not be loaded</h1>
        <p>Please try again in a moment.</p>
        <a href={homePageUrl(config)}>Go to the About page</a>
      </div>
    );
  }
  if (entry.error || (document && document.contentTypeName !== contentTypeName)) {
    return <NotFoundPage />;
  }
  if (!document || !record) return <div className={styles.page} aria-busy="true" />;
  const canonicalUrl = config.domainUrl
    ? `${config.domainUrl}${config.basePath}/${contentTypeName}/${contentKey}`
    : undefined;
  return (
    <ViewPage
      view={view}
      title={document.title}
      tags={{
        ...(document.excerpt ? { description: document.excerpt } : {}),
        ...(canonicalUrl ? { canonicalUrl } : {}),
        alternates: [],
      }}
      scope={{ Record: record }}
    />
  );
}
