import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { copyContent, type ContentCopy } from './contentCopy';

/** Each payload, if it ever ran, would set `window.__pwned`. */
export const PAYLOAD = {
  script: '<script>window.__pwned=1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  svg: '<svg onload="window.__pwned=1">',
  iframe: '<iframe src="javascript:window.__pwned=1"></iframe>',
  jsUrl: 'javascript:window.__pwned=1',
  /** Entity-encoded markup: must stay text even after the app decodes entities once. */
  encoded: '&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;',
  /**
   * Closes a JSON data block if the server ever forgets to escape it, or opens a comment in it,
   * with a line separator (U+2028) that old JavaScript parsers read as a line break.
   */
  closeScript: '</script><!--<script>window.__pwned=1</script>\u2028-->',
} as const;

/** All markup payloads in one string, for free-text fields. */
const ALL_MARKUP = [PAYLOAD.script, PAYLOAD.img, PAYLOAD.svg, PAYLOAD.iframe, PAYLOAD.encoded].join(
  ' ',
);

/** Rich text with every kind of active content, around an innocent paragraph. */
const HOSTILE_RICH_TEXT = [
  `<p>Story <a href="${PAYLOAD.jsUrl}">click</a> <a href=" JaVaScRiPt:window.__pwned=1">spaced</a></p>`,
  PAYLOAD.script,
  PAYLOAD.img,
  `${PAYLOAD.svg}<circle r="5"></circle></svg>`,
  PAYLOAD.iframe,
  '<a href="data:text/html,<script>window.__pwned=1</script>">data</a>',
  '<form action="javascript:window.__pwned=1"><button>go</button></form>',
  '<div style="background:url(javascript:window.__pwned=1)" onclick="window.__pwned=1">div</div>',
].join('');

/** A carousel style whose values try to break out of CSS and attributes. */
const HOSTILE_SLIDE_STYLE = {
  slideBorder: '1px solid red;} body { background: url(javascript:window.__pwned=1)',
  slideBorderRadius: '1rem" onmouseover="window.__pwned=1',
  slideBackgroundColor: `url("${PAYLOAD.jsUrl}")`,
  callToActionButton: {
    label: PAYLOAD.svg,
    border: 'expression(window.__pwned=1)',
    borderRadius: '999px',
    color: '#ffffff',
    backgroundColor: '#0b3d5c',
  },
  titleStyle: { fontSize: 1.75, fontWeight: '700', color: 'red;background:url(javascript:x)' },
};

type Json = Record<string, unknown>;

function appendText(value: unknown, payload: string): string {
  return typeof value === 'string' && value !== '' ? `${value} ${payload}` : payload;
}

function hostileImageReference(reference: unknown): unknown {
  if (reference === null || typeof reference !== 'object') return reference;
  return { ...(reference as Json), altText: appendText((reference as Json).altText, PAYLOAD.img) };
}

/** Adds payloads to every free-text field a document's schema allows, keeping it valid. */
function hostileDocument(document: Json): Json {
  const type = (document.contentType as { fullyQualifiedName: string }).fullyQualifiedName;
  const body = document.contentBody as Json;
  const title = appendText(document.title, PAYLOAD.script);
  if (type === 'sfdc_cms__news') {
    return {
      ...document,
      title,
      contentBody: {
        ...body,
        excerpt: appendText(body.excerpt, `${PAYLOAD.img} ${PAYLOAD.encoded}`),
        body: `${HOSTILE_RICH_TEXT}${String(body.body)}`,
        ...('bannerImage' in body ? { bannerImage: hostileImageReference(body.bannerImage) } : {}),
        ...('thumbnail' in body ? { thumbnail: hostileImageReference(body.thumbnail) } : {}),
      },
    };
  }
  if (type === 'sfdc_cms__image') {
    return {
      ...document,
      title,
      contentBody: { ...body, altText: appendText(body.altText, PAYLOAD.img) },
    };
  }
  // A collection is read by the carousel, an island: its fields reach the page state.
  const description = `${ALL_MARKUP} ${PAYLOAD.closeScript}`;
  return { ...document, title, contentBody: { ...body, description } };
}

function hostileSiteInfo(info: Json): Json {
  const links = (value: unknown) =>
    Array.isArray(value)
      ? [
          ...(value as Json[]).map((link) => ({
            ...link,
            label: appendText(link.label, PAYLOAD.svg),
          })),
          { label: `Evil ${PAYLOAD.img}`, url: PAYLOAD.jsUrl },
          { label: 'Evil data', url: 'data:text/html,<script>window.__pwned=1</script>' },
        ]
      : value;
  return {
    ...info,
    companyName: appendText(info.companyName, PAYLOAD.script),
    tagline: appendText(info.tagline, ALL_MARKUP),
    phone: appendText(info.phone, PAYLOAD.img),
    address: {
      ...(info.address as Json),
      street: appendText((info.address as Json).street, PAYLOAD.svg),
    },
    footerLinks: links(info.footerLinks),
    socialLinks: links(info.socialLinks),
    appExchangeUrl: PAYLOAD.jsUrl,
    copyright: appendText(info.copyright, `${PAYLOAD.svg} ${PAYLOAD.iframe}`),
  };
}

/**
 * A copy of `content/` with script tags, event-handler attributes, `javascript:` urls and SVG
 * payloads in every free-text field the server's schemas accept: document titles, excerpts,
 * bodies and alt texts, collection descriptions, SEO fields and urls, the site name, the site
 * info (`apex/getContentTwo.json`) and the carousel styles.
 */
export async function makeHostileContent(): Promise<ContentCopy> {
  const copy = await copyContent();
  for (const file of await readdir(path.join(copy.dir, 'documents'))) {
    await copy.editJson<Json>(path.join('documents', file), hostileDocument);
  }
  await copy.editJson<Json>('apex/getContentTwo.json', hostileSiteInfo);
  await copy.editJson<Json>('apex/carouselStyles.json', (record) => {
    const styles = record.Carousel_Styles__c as Record<string, Json[]>;
    const first = Object.keys(styles)[0] ?? 'Inventory Management';
    return {
      ...record,
      Carousel_Styles__c: { ...styles, [first]: [HOSTILE_SLIDE_STYLE, ...(styles[first] ?? [])] },
    };
  });
  await copy.editJson<Json>('seo/about.json', (seo) => ({
    ...seo,
    recordName: ALL_MARKUP,
    fields: { Title: ALL_MARKUP, Description: `${PAYLOAD.closeScript} ${ALL_MARKUP}` },
    canonicalUrl: `https://www.quayline.com/about?q="><script>window.__pwned=1</script>`,
  }));
  await copy.editJson<Json>('site.json', (site) => ({
    ...site,
    siteName: `Quayline ${PAYLOAD.closeScript} ${PAYLOAD.img}`,
  }));
  return copy;
}
