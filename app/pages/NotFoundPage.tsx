import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';
import styles from './NotFoundPage.module.css';

export function NotFoundPage(): ReactNode {
  const { basePath } = useSiteConfig();
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <a href={`${basePath}/about`}>Go to the About page</a>
    </div>
  );
}
