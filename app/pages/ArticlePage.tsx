import { useMemo, type ReactNode } from 'react';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import type { SiteConfig } from '../config/readSiteConfig';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useContent } from '@about-site/sdk-react';
import { contentConfig } from '../data/queries';
import { usePageHead } from '../features/seo/pageHead';
import type { View, ViewNode } from '../../shared/viewSchema';
import styles from './NotFoundPage.module.css';
import { NotFoundPage } from './NotFoundPage';
import { ViewPage } from './ViewPage';
import { homePageUrl } from '../../shared/languageRoutes';
import { languageTag, pageLanguage, requestedLanguage } from '../../shared/pageLanguage';
import { useMessages, type Translate } from '../i18n/useMessages';

interface ArticlePageProps {
  /** The article template (the content folder's `article` view). */
  view: View;
  /** The type named in the link, e.g. `sfdc_cms__news`: the document must be of it. */
  contentTypeName: string;
  contentKey: string;
}

/** "Published March 12, 2025", the date written as the page's language writes it; '' without one. */
function publishedText(publishedDate: string, config: SiteConfig, t: Translate): string {
  const date = publishedDate ? new Date(publishedDate) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const format = new Intl.DateTimeFormat(languageTag(pageLanguage(config)), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return t('articlePublished', { date: format.format(date) });
}

/** What the article view binds as `{!Record.…}`. */
function articleRecord(
  document: DocumentView,
  config: SiteConfig,
  t: Translate,
): Record<string, unknown> {
  const banner = document.banner ?? document.image;
  return {
    title: document.title,
    excerpt: document.excerpt,
    body: document.body,
    publishedDateText: publishedText(document.publishedDate, config, t),
    bannerImage: banner?.url ? { Url: banner.url, AltText: banner.altText } : null,
    backUrl: homePageUrl(config),
  };
}

/** The record fields that are the document's own copy (the others are the page's). */
const DOCUMENT_FIELDS = /\{!Record\.(title|excerpt|body|bannerImage)\}/;

/**
 * The article view with each block that shows the document's copy marked with the document's
 * language, when the page's language had no variant of it and it fell back.
 */
function markDocumentLanguage(view: View, lang: string | undefined): View {
  if (lang === undefined) return view;
  const mark = (node: ViewNode): ViewNode => ({
    ...node,
    ...(Object.values(node.props ?? {}).some(
      (value) => typeof value === 'string' && DOCUMENT_FIELDS.test(value),
    )
      ? { lang }
      : {}),
    ...(node.regions && {
      regions: Object.fromEntries(
        Object.entries(node.regions).map(([name, nodes]) => [name, nodes.map(mark)]),
      ),
    }),
  });
  return { ...view, nodes: view.nodes.map(mark) };
}

/** The document's language tag when it is not the page's (the page's language had no variant). */
function fallbackLanguage(data: unknown, config: SiteConfig): string | undefined {
  const language =
    typeof data === 'object' && data !== null && 'language' in data ? data.language : undefined;
  return typeof language === 'string' && language !== pageLanguage(config)
    ? languageTag(language)
    : undefined;
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
  const t = useMessages();
  const document = useMemo(
    () => (entry.data === undefined ? null : readDocument(entry.data, config)),
    [entry.data, config],
  );
  const record = useMemo(
    () => (document ? articleRecord(document, config, t) : null),
    [document, config, t],
  );
  const shownView = useMemo(
    () => markDocumentLanguage(view, fallbackLanguage(entry.data, config)),
    [view, entry.data, config],
  );

  if (entry.error && entry.error.status !== 404) {
    head?.setStatus(503);
    return (
      <div className={styles.page} role="alert">
        <h1>{t('articleUnavailableTitle')}</h1>
        <p>{t('articleUnavailableMessage')}</p>
        <a href={homePageUrl(config)}>{t('goToAboutPage')}</a>
      </div>
    );
  }
  if (entry.error || (document && document.contentTypeName !== contentTypeName)) {
    return <NotFoundPage />;
  }
  if (!document || !record) return <div className={styles.page} aria-busy="true" />;
  // The head (description, canonical url, the languages the article is served in) is the
  // article's SEO properties, as a view's are its record's.
  return (
    <ViewPage
      view={shownView}
      title={document.title}
      recordId={contentKey}
      scope={{ Record: record }}
    />
  );
}
