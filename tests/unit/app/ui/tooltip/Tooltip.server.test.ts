import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip } from '../../../../../app/ui/tooltip/Tooltip';

describe('Tooltip on the server', () => {
  it('renders the trigger alone, with no window and nothing that would move on hydration', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      createElement(Tooltip, {
        text: 'Close',
        children: (trigger) => createElement('button', { type: 'button', ...trigger }, 'Close'),
      }),
    );
    expect(html).toMatch(/^<span class="[^"]+"><button type="button">Close<\/button><\/span>$/);
    expect(html).not.toContain('tooltip');
    expect(html).not.toContain('aria-describedby');
  });
});
