import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { textBlockBlock } from '../../../../../app/blocks/textBlock';
import { renderBlock } from '../../../support/renderBlock';

// Records when the rich-text chunk (the sanitiser's) is imported. Each test file has its own
// module registry, so the chunk is not loaded before this file asks for it.
const chunkLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../app/blocks/textBlock/RichTextBlock', async (importOriginal) => {
  chunkLoads.count += 1;
  return importOriginal();
});

describe('text block: the rich-text chunk', () => {
  it('is not loaded for plain text', () => {
    renderBlock(textBlockBlock, { text: 'Our <b>mission</b>', headingTag: 'h2' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Our mission');
    expect(chunkLoads.count).toBe(0);
  });

  it('shows the words in place, as text, until the sanitiser has loaded', async () => {
    const { container } = renderBlock(textBlockBlock, {
      text: '<p>Built for <strong>service</strong> teams</p><script>alert(1)</script>',
      richText: true,
      headingTag: 'p',
      textAlign: 'center',
    });
    const placeholder = container.querySelector('p');
    expect(placeholder).toHaveTextContent('Built for service teams');
    expect(placeholder?.className).toMatch(/body/);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.firstElementChild?.className).toMatch(/align-center/);

    await waitFor(() => {
      expect(container.querySelector('strong')).toHaveTextContent('service');
    });
    expect(chunkLoads.count).toBe(1);
    expect(container.querySelector('script')).toBeNull();
  });
});
