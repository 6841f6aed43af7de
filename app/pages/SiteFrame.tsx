import type { ReactNode } from 'react';
import { pagePathOf } from '../../shared/languageChoice';
import { homePageUrl } from '../../shared/languageRoutes';
import type { Route, ViewRoute } from '../../shared/pageRoutes';
import { useSiteConfig } from '../config/SiteConfigContext';
import { ToastContainer } from '../features/toast/ToastContainer';
import { useMessages } from '../i18n/useMessages';
import { Island } from '../render/Island';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteFooter } from './SiteFooter';
import styles from './SiteFrame.module.css';

interface SiteFrameProps {
  /** Marks the About link as the current page: the page is the home route. */
  onAbout: boolean;
  /** The page's route and view: the language switcher leads to the same page. */
  route: Route;
  view: ViewRoute | undefined;
  children: ReactNode;
}

/** The chrome around every page: skip link, header, main landmark, footer, toasts. */
export function SiteFrame({ onAbout, route, view, children }: SiteFrameProps): ReactNode {
  const config = useSiteConfig();
  const t = useMessages();
  const { siteName } = config;
  // The home page in the page's own language.
  const home = homePageUrl(config);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.brand} href={home}>
            <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              <rect width="64" height="64" rx="14" fill="currentColor" />
              <path d="M18 40l10-16 8 11 5-6 7 11z" fill="#3fc1c9" />
            </svg>
            <span>{siteName || t('homeLinkFallback')}</span>
          </a>
          <div className={styles.headerEnd}>
            <nav aria-label={t('mainNavigation')}>
              <ul className={styles.nav}>
                <li>
                  <a href={home} aria-current={onAbout ? 'page' : undefined}>
                    {t('aboutLink')}
                  </a>
                </li>
              </ul>
            </nav>
            <LanguageSwitcher pagePath={pagePathOf(route, view)} />
          </div>
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
