import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonBlock } from '../../../../../app/blocks/button';
import { renderBlock } from '../../../support/renderBlock';

describe('button block', () => {
  it('is registered as type button', () => {
    expect(buttonBlock.type).toBe('button');
  });

  it('renders a link for a valid url', () => {
    renderBlock(buttonBlock, { label: 'Book a demo', url: '/contact' });
    const link = screen.getByRole('link', { name: 'Book a demo' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens shortcut links in a new window', () => {
    renderBlock(buttonBlock, { label: 'Email sales', url: 'mailto:sales@example.com' });
    const link = screen.getByRole('link', { name: 'Email sales' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it.each(['javascript:alert(1)', 'http://insecure.example.com', '//evil.example.com', ''])(
    'renders a button, not a link, for the url %o',
    (url) => {
      renderBlock(buttonBlock, { label: 'Go', url });
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
    },
  );

  it('keeps a valid type and falls back to button', () => {
    const submit = renderBlock(buttonBlock, { label: 'Send', type: 'submit' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    submit.unmount();
    renderBlock(buttonBlock, { label: 'Send', type: 'menu' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('falls back to primary, small and left', () => {
    const { props } = renderBlock(buttonBlock, {
      label: 'Go',
      variant: 'ghost',
      size: 'huge',
      alignment: 'middle',
    });
    expect(props).toMatchObject({
      variant: 'primary',
      size: 'small',
      alignment: 'left',
      stretch: false,
    });
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.className).toMatch(/primary/);
    expect(button.className).toMatch(/small/);
  });

  it('applies secondary, large, stretch and alignment', () => {
    const { container } = renderBlock(buttonBlock, {
      label: 'Go',
      variant: 'secondary',
      size: 'large',
      stretch: true,
      alignment: 'right',
    });
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.className).toMatch(/secondary/);
    expect(button.className).toMatch(/large/);
    expect(button.className).toMatch(/stretch/);
    expect(container.firstElementChild?.className).toMatch(/right/);
  });

  it('adds assistive text to the accessible name', () => {
    renderBlock(buttonBlock, {
      label: 'Read more',
      url: '/news',
      assistiveText: 'about our history',
    });
    expect(screen.getByRole('link', { name: 'Read more about our history' })).toBeInTheDocument();
  });

  it('renders nothing without a label', () => {
    const { container } = renderBlock(buttonBlock, { label: '  ', url: '/x' });
    expect(container).toBeEmptyDOMElement();
  });
});
