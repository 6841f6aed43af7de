// One news item of the list: its picture from the site's origin, its title linking to its page
// on the site, its date and excerpt, in the language the site served it in.
import type { DocumentImage, DocumentView } from '@about-site/sdk/documents';
import { DEFAULT_SRCSET_WIDTHS, buildSrcSet, formatSrcSet } from '@about-site/sdk/images';
import { langAttribute } from './languages';

/** The picture's width in the list's layout (see index.html), for `sizes`. */
const PICTURE_SIZES = '(min-width: 40rem) 16rem, 100vw';

/**
 * The srcset of an absolute site address. `buildSrcSet` takes `https:` addresses only, so for a
 * site on plain `http:` (the emulator on 127.0.0.1) the same widths are written here.
 */
function srcSetOf(url: string): string {
  const built = buildSrcSet(url);
  if (built !== '' || !url.startsWith('http:')) return built;
  return formatSrcSet(
    DEFAULT_SRCSET_WIDTHS.map((width) => {
      const resized = new URL(url);
      resized.searchParams.set('width', String(width));
      return { url: resized.href, width };
    }),
  );
}

function picture(image: DocumentImage): HTMLImageElement {
  const element = document.createElement('img');
  element.src = image.url;
  const srcSet = srcSetOf(image.url);
  if (srcSet !== '') {
    element.srcset = srcSet;
    element.sizes = PICTURE_SIZES;
  }
  element.alt = image.altText;
  return element;
}

/**
 * `view` read with the site's origin (its image an absolute address), `link` the page's absolute
 * address, `language` the locale the site served the document in (its `language` field).
 */
export function newsItem(view: DocumentView, link: string, language: string): HTMLLIElement {
  const item = document.createElement('li');
  item.lang = langAttribute(language);
  if (view.image && view.image.url !== '') item.append(picture(view.image));
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.textContent = view.title;
  const heading = document.createElement('h2');
  heading.append(anchor);
  item.append(heading);
  if (view.publishedDate) {
    const time = document.createElement('time');
    time.dateTime = view.publishedDate;
    time.textContent = new Date(view.publishedDate).toLocaleDateString(item.lang, {
      dateStyle: 'long',
    });
    item.append(time);
  }
  if (view.excerpt) {
    const text = document.createElement('p');
    text.textContent = view.excerpt;
    item.append(text);
  }
  return item;
}
