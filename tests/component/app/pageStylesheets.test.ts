import { describe, expect, it } from 'vitest';
import { addPageStylesheets } from '../../../app/ssr/pageStylesheets';

/** A page as the server writes it: the rules its markup matches inline, its stylesheets waiting. */
function servedPage(files: string[]): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const links = files.map((file) => `<link rel="stylesheet" href="/assets/${file}">`).join('');
  doc.head.innerHTML = `<style>.a{}</style><template data-page-stylesheets>${links}</template>`;
  return doc;
}

const hrefsIn = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe("a page's stylesheets whole", () => {
  it('go to the end of the head, in their order, out of their template', () => {
    const doc = servedPage(['base.css', 'toast.css']);
    void addPageStylesheets(doc);
    expect(doc.querySelector('template')?.content.childElementCount).toBe(0);
    expect(hrefsIn(doc)).toEqual(['/assets/base.css', '/assets/toast.css']);
    expect(doc.head.lastElementChild?.getAttribute('href')).toBe('/assets/toast.css');
  });

  it('are there once all have loaded or failed', async () => {
    const doc = servedPage(['base.css', 'toast.css']);
    let settled = false;
    const added = addPageStylesheets(doc).then(() => {
      settled = true;
    });
    const [base, toast] = doc.head.querySelectorAll('link');
    base?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    toast?.dispatchEvent(new Event('error'));
    await added;
    expect(settled).toBe(true);
  });

  it('are nothing to wait for on a page that carries its rules whole', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<style>.a{}</style>';
    await addPageStylesheets(doc);
    expect(hrefsIn(doc)).toEqual([]);
  });
});
