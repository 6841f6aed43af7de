/**
 * The badge on every page a signed-in preview renders from the draft. It sits before the app's
 * root, so the app never renders or hydrates it; styled inline (the CSP allows inline styles),
 * it lets clicks through to the page under it.
 */
const PREVIEW_MARKER =
  '<aside aria-label="Preview" data-preview-marker style="position:fixed;left:0.75rem;' +
  'bottom:0.75rem;z-index:2147483647;margin:0;padding:0.25rem 0.75rem;border-radius:1rem;' +
  'background:#1b2733;color:#fff;font:600 0.875rem/1.5 system-ui,sans-serif;' +
  'pointer-events:none">Preview — draft content</aside>';

const ROOT = '<div id="root"></div>';

/** The page template with the preview badge in front of the app's root. */
export function withPreviewMarker(template: string): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  return template.replace(ROOT, () => `${PREVIEW_MARKER}\n    ${ROOT}`);
}
