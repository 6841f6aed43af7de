import { createElement, Suspense, use, useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '../../../../app/ssr/renderToHtml';

/** A component that shows `text` once `promise` settles, as a block waits for its content. */
function Later({ promise }: { promise: Promise<string> }) {
  return createElement('p', null, use(promise));
}

function pageWaitingFor(promise: Promise<string>) {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'About'),
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading') },
      createElement(Later, { promise }),
    ),
  );
}

describe('renderToHtml', () => {
  it('waits for every Suspense boundary and returns the whole page', async () => {
    let resolve: (text: string) => void = () => undefined;
    const content = new Promise<string>((settle) => (resolve = settle));
    const rendering = renderToHtml(pageWaitingFor(content), new AbortController().signal);
    resolve('Our story');
    expect(await rendering).toEqual({
      html: '<main><h1>About</h1><!--$--><p>Our story</p><!--/$--></main>',
      complete: true,
    });
  });

  it('returns the fallback and says the page is incomplete when the deadline aborts', async () => {
    const deadline = new AbortController();
    const rendering = renderToHtml(pageWaitingFor(new Promise<string>(() => {})), deadline.signal);
    await new Promise(setImmediate); // the shell is ready; its Suspense boundary still waits
    deadline.abort(new Error('deadline'));
    const rendered = await rendering;
    expect(rendered.complete).toBe(false);
    expect(rendered.html).toContain('<h1>About</h1>');
    expect(rendered.html).toContain('Loading');
    expect(rendered.html).not.toContain('<script');
  });

  it('returns no HTML, incomplete, when the deadline aborts before the shell is ready', async () => {
    const deadline = new AbortController();
    // Waiting outside any Suspense boundary: the shell itself waits.
    const rendering = renderToHtml(
      createElement(Later, { promise: new Promise<string>(() => {}) }),
      deadline.signal,
    );
    deadline.abort(new Error('the page took longer than 2000 ms to render'));
    expect(await rendering).toEqual({ html: '', complete: false });
  });

  it('still throws what fails outside every Suspense boundary', async () => {
    function Broken(): never {
      throw new Error('broken block');
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderToHtml(createElement(Broken), new AbortController().signal)).rejects.toThrow(
      'broken block',
    );
    errors.mockRestore();
  });

  it('prefixes the ids useId makes', async () => {
    function Labelled() {
      return createElement('span', { id: useId() });
    }
    const signal = new AbortController().signal;
    const first = await renderToHtml(createElement(Labelled), signal, 'island-1-');
    const second = await renderToHtml(createElement(Labelled), signal, 'island-2-');
    expect(first.html).toMatch(/^<span id="[^"]*island-1-[^"]*"><\/span>$/);
    expect(second.html).toMatch(/^<span id="[^"]*island-2-[^"]*"><\/span>$/);
  });

  it('renders an empty attribute (a decorative alt) without a warning', async () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const rendered = await renderToHtml(
        createElement('img', { alt: '', src: '/media/a.webp', width: 1, height: 1 }),
        new AbortController().signal,
      );
      expect(rendered.html).toContain('<img alt="" src="/media/a.webp"');
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });
});
