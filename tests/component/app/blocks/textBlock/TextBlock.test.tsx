import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textBlockBlock } from '../../../../../app/blocks/textBlock';
import { renderBlock } from '../../../support/renderBlock';

describe('text block', () => {
  it('is registered as type textBlock', () => {
    expect(textBlockBlock.type).toBe('textBlock');
  });

  it('renders an h3 by default', () => {
    renderBlock(textBlockBlock, { text: 'Our Mission' });
    const heading = screen.getByRole('heading', { level: 3, name: 'Our Mission' });
    expect(heading.className).toMatch(/heading-medium/);
  });

  it('renders body text as a paragraph', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'We help distributors see every part.',
      headingTag: 'p',
      fontSize: 'small',
    });
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('We help distributors see every part.');
    expect(paragraph?.className).toMatch(/body-small/);
  });

  it.each([
    ['h1', 1],
    ['h2', 2],
    ['h6', 6],
    ['h9', 3],
    ['div', 3],
  ])('maps headingTag %s to level %i', (headingTag, level) => {
    renderBlock(textBlockBlock, { text: 'Title', headingTag });
    expect(screen.getByRole('heading', { level, name: 'Title' })).toBeInTheDocument();
  });

  it.each(['xlarge', 'large', 'medium', 'small', 'xsmall', 'xxsmall'])(
    'applies heading size %s',
    (fontSize) => {
      renderBlock(textBlockBlock, { text: 'Title', headingTag: 'h2', fontSize });
      expect(screen.getByRole('heading').className).toContain(`heading-${fontSize}`);
    },
  );

  it('renders nothing without text', () => {
    const { container } = renderBlock(textBlockBlock, { text: '' });
    expect(container).toBeEmptyDOMElement();
  });

  it('applies alignment, colours, padding and class names', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'Centered',
      textAlign: 'center',
      textColor: '#0b3d5c',
      backgroundColor: 'var(--color-surface-muted)',
      paddingVertical: 'large',
      paddingHorizontal: 'x-small',
      textClass: 'eyebrow  "bad"  intro',
    });
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.getPropertyValue('--text-align')).toBe('center');
    expect(block.style.getPropertyValue('--text-color')).toBe('#0b3d5c');
    expect(block.style.getPropertyValue('--text-background')).toBe('var(--color-surface-muted)');
    expect(block.style.getPropertyValue('--text-padding-block')).toBe('var(--space-large)');
    expect(block.style.getPropertyValue('--text-padding-inline')).toBe('var(--space-x-small)');
    expect(screen.getByRole('heading')).toHaveClass('eyebrow', 'intro');
    expect(screen.getByRole('heading').className).not.toContain('bad');
  });

  it('applies textDecoration and ignores invalid JSON', () => {
    renderBlock(textBlockBlock, {
      text: 'Styled',
      textDecoration: JSON.stringify({ bold: true, italic: true, underline: true, strike: true }),
    });
    const heading = screen.getByRole('heading');
    expect(heading.style.fontStyle).toBe('italic');
    expect(heading.style.textDecorationLine).toBe('underline line-through');
    expect(heading.style.fontWeight).toBe('var(--font-weight-bold)');
  });

  it('ignores invalid textDecoration JSON', () => {
    renderBlock(textBlockBlock, { text: 'Plain', textDecoration: '{bold:true' });
    const heading = screen.getByRole('heading');
    expect(heading.style.fontStyle).toBe('');
    expect(heading.style.textDecorationLine).toBe('');
  });

  it('renders one element when every form factor looks the same', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'Same',
      textDisplayInfo: JSON.stringify({
        desktop: { headingTag: 'h2', textStyle: 'heading-large' },
        tablet: { headingTag: 'h4', textStyle: 'heading-small', enableOverride: false },
      }),
    });
    expect(container.querySelectorAll('h2')).toHaveLength(1);
    expect(container.querySelector('h4')).toBeNull();
  });

  it('renders a variant per overridden form factor, each hidden at the other breakpoints', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'Responsive',
      textDisplayInfo: JSON.stringify({
        desktop: { headingTag: 'h2', textStyle: 'heading-xlarge' },
        tablet: { headingTag: 'h2', textStyle: 'heading-large', enableOverride: true },
        mobile: { headingTag: 'h2', textStyle: 'heading-medium', enableOverride: true },
      }),
    });
    const variants = [...container.querySelectorAll('h2')];
    expect(variants).toHaveLength(3);
    const [desktop, tablet, mobile] = variants.map((v) => v.className);
    expect(desktop).toMatch(/heading-xlarge/);
    expect(desktop).toMatch(/hide-tablet/);
    expect(desktop).toMatch(/hide-mobile/);
    expect(desktop).not.toMatch(/hide-desktop/);
    expect(tablet).toMatch(/heading-large/);
    expect(tablet).toMatch(/hide-desktop/);
    expect(mobile).toMatch(/heading-medium/);
    expect(mobile).not.toMatch(/hide-mobile/);
  });

  it('lets mobile follow an overridden tablet', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'Two looks',
      textDisplayInfo: {
        desktop: { headingTag: 'h2', textStyle: 'heading-large' },
        tablet: { headingTag: 'p', textStyle: 'body-regular', enableOverride: true },
        mobile: { enableOverride: false },
      },
    });
    expect(container.querySelectorAll('h2')).toHaveLength(1);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.className).toMatch(/hide-desktop/);
    expect(paragraph.className).not.toMatch(/hide-mobile|hide-tablet/);
  });

  it('ignores invalid textDisplayInfo JSON', () => {
    renderBlock(textBlockBlock, {
      text: 'Fallback',
      headingTag: 'h2',
      textDisplayInfo: '{"desktop":',
    });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('links the text only when linkable with a valid url, with assistive text', () => {
    renderBlock(textBlockBlock, {
      text: 'Read our story',
      isLinkable: true,
      url: '/about#history',
      linkAssistiveText: 'company history',
    });
    expect(screen.getByRole('link', { name: 'Read our story company history' })).toHaveAttribute(
      'href',
      '/about#history',
    );
  });

  it.each([
    [false, '/about'],
    [true, 'javascript:alert(1)'],
    [true, 'http://insecure.example.com'],
  ])('does not link when isLinkable is %s and url is %s', (isLinkable, url) => {
    renderBlock(textBlockBlock, { text: 'No link', isLinkable, url });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No link' })).toBeInTheDocument();
  });

  it('renders plain text as text with tags stripped', () => {
    const { container } = renderBlock(textBlockBlock, {
      text: 'Fish &amp; <b>chips</b>',
      headingTag: 'p',
    });
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Fish & chips');
  });

  it('renders rich text as sanitised HTML', async () => {
    const { container } = renderBlock(textBlockBlock, {
      text: '<p>Built for <strong>service</strong> teams</p><ul><li>Stock</li></ul><script>alert(1)</script>',
      richText: true,
      headingTag: 'p',
    });
    // The sanitiser comes with a chunk of its own, loaded when rich text is first shown.
    await waitFor(() => {
      expect(container.querySelector('strong')).toHaveTextContent('service');
    });
    expect(container.querySelector('li')).toHaveTextContent('Stock');
    expect(container.querySelector('script')).toBeNull();
  });
});
