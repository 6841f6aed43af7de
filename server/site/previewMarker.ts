/**
 * The badge on every page rendered from the drafted content (for a signed-in author or a preview
 * link's reviewer). It sits before the app's root, so the app never renders or hydrates it;
 * styled inline (the CSP allows inline styles), it lets clicks through to the page under it.
 */
function previewMarker(text: string): string {
  return (
    '<aside aria-label="Preview" data-preview-marker style="position:fixed;left:0.75rem;' +
    'bottom:0.75rem;z-index:2147483647;margin:0;padding:0.25rem 0.75rem;border-radius:1rem;' +
    'background:#1b2733;color:#fff;font:600 0.875rem/1.5 system-ui,sans-serif;' +
    `pointer-events:none">${text}</aside>`
  );
}

/**
 * On a page in another language than the default, copy that fell back (a block a translation
 * leaves in its source language, a document with no variant) is outlined for the author.
 */
const FALLBACK_OUTLINE =
  '<style data-preview-marker>.in-language>*{outline:2px dashed #b45309;outline-offset:2px}</style>';

const ROOT = '<div id="root"></div>';

/** A language's name in English (`fr_FR` is French), for the author's badge. */
function englishName(language: string): string {
  const subtag = language.split('_')[0] ?? language;
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(subtag) ?? language;
}

/**
 * The page template with the preview badge in front of the app's root. On a page in another
 * language than the default (`fallbackLanguage`, the default), the badge says that the copy still
 * in that language is outlined, and the outline's style comes with it.
 */
export function withPreviewMarker(template: string, fallbackLanguage?: string): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const fallbackLanguageName = fallbackLanguage && englishName(fallbackLanguage);
  const marker =
    fallbackLanguageName === undefined
      ? previewMarker('Preview — draft content')
      : `${FALLBACK_OUTLINE}\n    ${previewMarker(
          `Preview — draft content; copy still in ${fallbackLanguageName} is outlined`,
        )}`;
  return template.replace(ROOT, () => `${marker}\n    ${ROOT}`);
}
