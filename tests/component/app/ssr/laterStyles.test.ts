import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillLaterStyles } from '../../../../app/ssr/laterStyles';

const ORIGIN = 'http://site.test';
const ROUTE = '/page-styles/build.AA.AAAA';

/** A head as the server writes it: inline runs, and `places` empty ones after each. */
function head(places: number, url: string | null = `${ORIGIN}${ROUTE}`): void {
  const meta = url === null ? '' : `<meta name="later-styles" content="${url}">`;
  const runs = Array.from({ length: places }, (_, index) => {
    return `<style>.inline-${String(index)}{}</style><style data-later></style>`;
  });
  document.head.innerHTML = meta + runs.join('');
}

/** The text of every style element, in order. */
function styles(): (string | null)[] {
  return [...document.querySelectorAll('style')].map((element) => element.textContent);
}

beforeEach(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
  nock.enableNetConnect();
  document.head.innerHTML = '';
});

describe("the page's later styles", () => {
  it('fill the empty elements in their places, in order', async () => {
    head(2);
    nock(ORIGIN).get(ROUTE).reply(200, ['.toast{color:red}', '.card.loading{opacity:.5}']);
    await fillLaterStyles(document);
    expect(styles()).toEqual([
      '.inline-0{}',
      '.toast{color:red}',
      '.inline-1{}',
      '.card.loading{opacity:.5}',
    ]);
  });

  it('are not asked for by a page that left none', async () => {
    head(0);
    await fillLaterStyles(document);
    head(2, null);
    await fillLaterStyles(document);
    expect(styles()).toEqual(['.inline-0{}', '', '.inline-1{}', '']);
  });

  it('leave the page as it was when the server does not know them, saying so', async () => {
    head(2);
    nock(ORIGIN).get(ROUTE).reply(404, { message: 'Not found' });
    await expect(fillLaterStyles(document)).rejects.toThrow(`${ORIGIN}${ROUTE} answered 404`);
    expect(styles()).toEqual(['.inline-0{}', '', '.inline-1{}', '']);
  });

  it('leave the page as it was when the answer is not one run per place', async () => {
    head(2);
    nock(ORIGIN).get(ROUTE).reply(200, ['.toast{color:red}']);
    await expect(fillLaterStyles(document)).rejects.toThrow("not the page's runs");
    expect(styles()).toEqual(['.inline-0{}', '', '.inline-1{}', '']);
  });

  it('leave the page as it was when a run is not CSS text', async () => {
    head(2);
    nock(ORIGIN)
      .get(ROUTE)
      .reply(200, ['.toast{color:red}', { css: '.card{}' }]);
    await expect(fillLaterStyles(document)).rejects.toThrow("not the page's runs");
    expect(styles()).toEqual(['.inline-0{}', '', '.inline-1{}', '']);
  });
});
