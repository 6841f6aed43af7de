// One news item of the list: its picture from the site's origin, its title linking to its page
// on the site, its date and excerpt, in the language the site served it in.
import type { DocumentImage, DocumentView } from '@about-site/sdk/documents';
import { buildSrcSet } from '@about-site/sdk/images';
import { langAttribute } from './languages';

/** The picture's width in the list's layout (see index.html), for `sizes`. */
const PICTURE_SIZES = '(min-width: 40rem) 16rem, 100vw';

function picture(image: DocumentImage, origin: string): HTMLImageElement {
  const element = document.createElement('img');
  element.src = image.url;
  // The site's origin makes its own addresses valid whatever their scheme (the emulator's http).
  const srcSet = buildSrcSet(image.url, undefined, { origin });
  if (srcSet !== '') {
    element.srcset = srcSet;
    element.sizes = PICTURE_SIZES;
  }
  element.alt = image.altText;
  return element;
}

/**
 * `view` read with the site's `origin` (its image an absolute address), `language` the locale the
 * site served the document in (its `language` field).
 */
export function newsItem(view: DocumentView, origin: string, language: string): HTMLLIElement {
  const item = document.createElement('li');
  item.lang = langAttribute(language);
  if (view.image && view.image.url !== '') item.append(picture(view.image, origin));
  const anchor = document.createElement('a');
  anchor.href = `${origin}${view.link}`;
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
