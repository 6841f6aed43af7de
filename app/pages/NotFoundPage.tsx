import type { ReactNode } from 'react';
import { homePageUrl } from '../../shared/languageRoutes';
import { useSiteConfig } from '../config/SiteConfigContext';
import { usePageHead, usePageTitle } from '../features/seo/pageHead';
import { useMessages } from '../i18n/useMessages';
import styles from './NotFoundPage.module.css';

/** The site's 404 page: rendered on the server, it answers with status 404. */
export function NotFoundPage(): ReactNode {
  const config = useSiteConfig();
  const t = useMessages();
  usePageHead()?.setStatus(404);
  usePageTitle(t('notFoundTitle'));
  return (
    <div className={styles.page}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundMessage')}</p>
      <a href={homePageUrl(config)}>{t('goToAboutPage')}</a>
    </div>
  );
}
