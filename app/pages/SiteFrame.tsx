import type { ReactNode } from 'react';
import { homePageUrl } from '../../shared/languageRoutes';
import { useSiteConfig } from '../config/SiteConfigContext';
import { ToastContainer } from '../features/toast/ToastContainer';
import { Island } from '../views/Island';
import { SiteFooter } from './SiteFooter';
import styles from './SiteFrame.module.css';

interface SiteFrameProps {
  /** Marks the About link as the current page: the page is the home route. */
  onAbout: boolean;
  children: ReactNode;
}

/** The chrome around every page: skip link, header, main landmark, footer, toasts. */
export function SiteFrame({ onAbout, children }: SiteFrameProps): ReactNode {
  const config = useSiteConfig();
  const { siteName } = config;
  // The home page in the page's own language.
  const home = homePageUrl(config);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.brand} href={home}>
            <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              <rect width="64" height="64" rx="14" fill="currentColor" />
              <path d="M18 40l10-16 8 11 5-6 7 11z" fill="#3fc1c9" />
            </svg>
            <span>{siteName || 'Home'}</span>
          </a>
          <nav aria-label="Main">
            <ul className={styles.nav}>
              <li>
                <a href={home} aria-current={onAbout ? 'page' : undefined}>
                  About
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <Island describe={() => ({ kind: 'toasts' })}>
        <ToastContainer />
      </Island>
    </>
  );
}
