import type { ReactNode } from 'react';
import { isValidLink } from '@about-site/sdk/links';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useSiteInfo } from '../features/siteInfo/useSiteInfo';
import { useMessages } from '../i18n/useMessages';
import styles from './SiteFooter.module.css';

/**
 * The footer: company, tagline, contact and social links from the site's helper content. When
 * that cannot be read, the site's name stands in (the failure has its data-error toast).
 */
export function SiteFooter(): ReactNode {
  const { info, failed } = useSiteInfo();
  const { siteName } = useSiteConfig();
  const t = useMessages();
  if (failed) {
    return (
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <p className={styles.name}>{siteName}</p>
        </div>
      </footer>
    );
  }
  if (!info) return <footer className={styles.footer} aria-busy="true" />;
  const { address } = info;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <p className={styles.name}>{info.companyName}</p>
          <p>{info.tagline}</p>
        </div>
        <address className={styles.contact}>
          {info.supportEmail && <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a>}
          {info.phone && <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>}
          {address && (
            <span>
              {address.street}, {address.city}
              {address.state ? `, ${address.state}` : ''} {address.postalCode}, {address.country}
            </span>
          )}
        </address>
        {info.socialLinks.length > 0 && (
          <ul className={styles.social} aria-label={t('followUs')}>
            {info.socialLinks
              .filter((link) => isValidLink(link.url))
              .map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
                  </a>
                </li>
              ))}
          </ul>
        )}
      </div>
      {info.copyright && <p className={styles.copyright}>{info.copyright}</p>}
    </footer>
  );
}
