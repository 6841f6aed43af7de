import type { ReactNode } from 'react';
import { homePageUrl } from '../../shared/languageRoutes';
import { useSiteConfig } from '../config/SiteConfigContext';
import { usePageHead } from '../features/seo/pageHead';
import styles from './NotFoundPage.module.css';

/** The site's 404 page: rendered on the server, it answers with status 404. */
export function NotFoundPage(): ReactNode {
  const config = useSiteConfig();
  usePageHead()?.setStatus(404);
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <a href={homePageUrl(config)}>Go to the About page</a>
    </div>
  );
}
