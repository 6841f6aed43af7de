import '../../support/proseMirrorDom';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { sanitizeRichText } from '@about-site/sdk/text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../../../../editor/richText';
import { XSS_CORPUS, XSS_MARKER_FUNCTION } from '../../../fixtures/xss';

const editable = () => screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });

let setFromOutside: (value: string) => void = () => undefined;

/** The editor over a value kept in state, as the panel keeps it: each change comes back. */
function Editing({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  setFromOutside = setValue;
  return (
    <>
      <span id="label">Text</span>
      <RichTextEditor
        aria-labelledby="label"
        value={value}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
    </>
  );
}

/** The editor over `initial`, named "Text"; `rerenderValue` gives it a value from outside. */
function renderRich(initial: string) {
  const onChange = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  render(<Editing initial={initial} onChange={onChange} />);
  return {
    user,
    onChange,
    rerenderValue: (value: string) => {
      act(() => {
        setFromOutside(value);
      });
    },
    lastValueOf: () => onChange.mock.calls.at(-1)?.[0],
  };
}

describe('RichTextEditor', { timeout: 15_000 }, () => {
  it('follows an outside change of the value (an undo), keeping what was typed after it', async () => {
    const { user, rerenderValue, lastValueOf } = renderRich('<p>One</p>');
    const text = await editable();
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}One two');
    expect(lastValueOf()).toBe('<p>One two</p>');
    rerenderValue('<p>One</p>');
    expect(text).toHaveTextContent(/^One$/);
    await user.keyboard('!');
    expect(lastValueOf()).toBe('<p>One!</p>');
  });

  it('reports no change for a value set from outside', async () => {
    const { rerenderValue, onChange } = renderRich('<p>One</p>');
    const text = await editable();
    rerenderValue('<h2>Two</h2>');
    expect(text.querySelector('h2')).toHaveTextContent('Two');
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('the XSS corpus', () => {
    const ran = vi.fn();
    afterEach(() => {
      Reflect.deleteProperty(window, XSS_MARKER_FUNCTION);
    });

    /** No element of the editable text with a handler, a script or a script URL. */
    const expectInert = (text: HTMLElement) => {
      expect(
        text.querySelector('script, iframe, object, embed, svg, math, style, form'),
      ).toBeNull();
      for (const element of text.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name).not.toMatch(/^on/i);
          expect(value).not.toMatch(/javascript:/i);
        }
      }
    };

    it('set as the value or pasted: nothing runs, and what is stored sanitises unchanged', async () => {
      Reflect.set(window, XSS_MARKER_FUNCTION, ran);
      const { user, rerenderValue, lastValueOf } = renderRich('<p>start</p>');
      const text = await editable();
      for (const payload of XSS_CORPUS) {
        rerenderValue(payload.html);
        expectInert(text);
      }
      // Pasted a class of attack at a time (each paste over the whole text).
      for (const attack of new Set(XSS_CORPUS.map((payload) => payload.attack))) {
        const payloads = XSS_CORPUS.filter((payload) => payload.attack === attack);
        await user.click(text);
        await user.keyboard('{Control>}a{/Control}');
        await user.paste(clipboardOf(payloads.map((payload) => `<p>${payload.html}</p>`).join('')));
        expectInert(text);
        const stored = lastValueOf() ?? '';
        const again = sanitizeRichText(stored, { window });
        expect(again.kind === 'html' && again.html, attack).toBe(stored);
      }
      expect(ran).not.toHaveBeenCalled();
    }, 30_000);
  });
});

/** A clipboard holding `html`, as a browser fills it. */
function clipboardOf(html: string): DataTransfer {
  const data = new Map([
    ['text/html', html],
    ['text/plain', html.replace(/<[^>]*>/g, '')],
  ]);
  return {
    getData: (type: string) => data.get(type) ?? '',
    types: [...data.keys()],
    files: [],
    items: [],
  } as unknown as DataTransfer;
}
