import '../../../support/dialogPolyfill';
import '../../../support/proseMirrorDom';
import { sanitizeRichText } from '@about-site/sdk/text';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MS_WORD_HTML } from '../../../../fixtures/clipboard/wordProcessors';
import { fakeImageLibrary } from '../../../support/fakeImageLibrary';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const editable = () => screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
const toolbar = () => screen.getByRole('toolbar', { name: 'Text formatting' });

const stable = (html: unknown) => {
  const result = sanitizeRichText(typeof html === 'string' ? html : '', { window });
  return result.kind === 'html' && result.html === html;
};

// The first test loads the editor's chunk (ProseMirror), which takes a while on a busy machine.
describe('the rich-text field', { timeout: 15_000 }, () => {
  it('edits a text block’s text while Rich text is on, and plain text while it is off', async () => {
    const { user } = renderPropertiesPanel('textBlock', { text: '<p>Hello</p>', richText: true });
    const text = await editable();
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAccessibleDescription('Plain text, or formatted text when Rich text is on.');
    expect(text).toHaveTextContent('Hello');
    await user.click(screen.getByLabelText('Rich text'));
    expect(screen.getByLabelText('Text').tagName).toBe('TEXTAREA');
  });

  it('stores what the author types as HTML the sanitiser keeps', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('textBlock', {
      text: '<p>Hi</p>',
      richText: 'true',
    });
    const text = await editable();
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}Hi there');
    expect(lastValueOf('text')).toBe('<p>Hi there</p>');
  });

  it('bolds with Ctrl+B, and says so on the toolbar', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('textBlock', {
      text: '<p>Hi</p>',
      richText: true,
    });
    const text = await editable();
    await user.click(text);
    const bold = within(toolbar()).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    expect(lastValueOf('text')).toBe('<p><strong>Hi</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Control>}i{/Control}');
    expect(lastValueOf('text')).toBe('<p><strong><em>Hi</em></strong></p>');
  });

  it('is a toolbar of one tab stop, its buttons reached with the arrow keys', async () => {
    const { user } = renderPropertiesPanel('textBlock', { text: '<p>Hi</p>', richText: true });
    await editable();
    const buttons = within(toolbar()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Bold',
      'Italic',
      'Link',
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('makes headings and lists from the toolbar', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('textBlock', {
      text: '<p>Hi</p>',
      richText: true,
    });
    await user.click(await editable());
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(lastValueOf('text')).toBe('<h2>Hi</h2>');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(lastValueOf('text')).toBe('<ul><li><p>Hi</p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastValueOf('text')).toBe('<ol><li><p>Hi</p></li></ol>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastValueOf('text')).toBe('<p>Hi</p>');
  });

  it('links with Ctrl+K, refusing an address the site would not link', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('textBlock', {
      text: '<p>Our story</p>',
      richText: true,
    });
    await user.click(await editable());
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(
      'Use https://…, a page path (/about), #section, mailto: or tel:.',
    );
    await user.clear(address);
    await user.type(address, '/about{Enter}');
    expect(lastValueOf('text')).toBe('<p><a href="/about">Our story</a></p>');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastValueOf('text')).toBe('<p>Our story</p>');
  });

  it('keeps of a paste from Word only what the sanitiser allows', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('textBlock', { richText: true });
    await user.click(await editable());
    await user.paste(clipboardOf(MS_WORD_HTML));
    const stored = lastValueOf('text');
    expect(stored).toContain('<h2>Our mission</h2>');
    expect(stored).toContain('<strong>medical devices</strong>');
    expect(stored).toContain('<a href="https://example.com/story">our story</a>');
    expect(stored).not.toMatch(/mso-|class=|style=|<o:p|onclick|<script/);
    expect(stable(stored)).toBe(true);
  });

  it('puts a picture of the image library in the text, with its alt text', async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'textBlock',
      { text: '<p>Hi</p>', richText: true },
      { images: fakeImageLibrary() },
    );
    await user.click(await editable());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose an image for a picture in Text' });
    await user.click(await within(dialog).findByRole('option', { name: 'Banner picture' }));
    expect(lastValueOf('text')).toBe(
      '<p><img src="/cms/delivery/media/MCBANNERAAAAAAAAAAAAAAAAAAAA" alt="A harbour at dawn" loading="lazy" decoding="async"></p>',
    );
    expect(stable(lastValueOf('text'))).toBe(true);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('warns of what an edit would drop', async () => {
    renderPropertiesPanel('textBlock', {
      text: '<p>a</p><blockquote>quote</blockquote>',
      richText: true,
    });
    const text = await editable();
    expect(text).toHaveAccessibleDescription(
      /removes what the editor does not offer \(blockquote\)/,
    );
  });
});

/** A clipboard holding `html`, as a word processor fills it. */
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
