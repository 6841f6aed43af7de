import type { ReactNode } from 'react';
import { languageChoiceUrl } from '../../shared/languageChoice';
import { languageTag, pageLanguage } from '../../shared/pageLanguage';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useMessages } from '../i18n/useMessages';
import styles from './LanguageSwitcher.module.css';

/**
 * A language's name in that language, capitalised (English, Français, Deutsch); with its region
 * when another served language shares its subtag (Français (Canada)).
 */
function languageName(language: string, languages: readonly string[]): string {
  const tag = languageTag(language);
  const subtag = language.split('_')[0] ?? language;
  const sharesSubtag = languages.filter((each) => each.split('_')[0] === subtag).length > 1;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(sharesSubtag ? tag : subtag);
  if (!name) return language;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

interface LanguageSwitcherProps {
  /** The page's path within its language (`/about`): each link leads to it in another one. */
  pagePath: string;
}

/**
 * The header's links to the page in each served language: plain links (no script), through the
 * server's endpoint that sets the `PreferredLanguage` cookie on the way.
 */
export function LanguageSwitcher({ pagePath }: LanguageSwitcherProps): ReactNode {
  const config = useSiteConfig();
  const t = useMessages();
  const { basePath, languages } = config;
  const current = pageLanguage(config);
  return (
    <nav className={styles.switcher} aria-label={t('languageNavigation')}>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language}>
            <a
              className={styles.link}
              href={languageChoiceUrl(basePath, languages, language, pagePath)}
              hrefLang={languageTag(language)}
              lang={languageTag(language)}
              aria-current={language === current ? 'true' : undefined}
            >
              {languageName(language, languages)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
