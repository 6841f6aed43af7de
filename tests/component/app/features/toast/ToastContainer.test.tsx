import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastConfig } from '../../../../../app/features/toast/toastTypes';
import { selectQueuedToasts } from '../../../../../app/features/toast/toastSlice';
import { showToast } from '../../../../../app/features/toast/showToast';
import { ToastContainer } from '../../../../../app/features/toast/ToastContainer';
import { Tooltip } from '../../../../../app/ui/tooltip/Tooltip';
import { makeToastStore } from '../../../../support/makeToastStore';
import { renderWithToastStore } from '../../../support/renderWithToastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(props: Parameters<typeof ToastContainer>[0] = {}) {
  const result = renderWithToastStore(<ToastContainer {...props} />);
  const show = (config: ToastConfig) => {
    act(() => {
      result.store.dispatch(showToast(config));
    });
  };
  return { ...result, show };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function container(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-toast-position]');
  if (!region) throw new Error('no toast container');
  return region;
}

function toastNamed(label: string): HTMLElement {
  const toast = screen.getByText(label).closest<HTMLElement>('[role]');
  if (!toast) throw new Error(`no toast for ${label}`);
  return toast;
}

describe('ToastContainer: roles and content', () => {
  it.each([
    ['error', 'alert', 'Error'],
    ['warning', 'alert', 'Warning'],
    ['info', 'status', 'Info'],
    ['success', 'status', 'Success'],
  ] as const)('a %s toast is a %s with its variant spoken', (variant, role, spoken) => {
    const { show } = setup();
    show({ label: 'Heads up', message: 'Details here', variant });
    const toast = screen.getByRole(role);
    expect(toast).toHaveTextContent(`${spoken}: Heads up`);
    expect(toast).toHaveTextContent('Details here');
    expect(within(toast).getByText('Heads up').tagName).toBe('STRONG');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(toast.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not say the variant twice when the label already does', () => {
    const { show } = setup();
    show({ label: 'Error', message: 'Could not save.', variant: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^ErrorCould not save\.Close$/);
  });

  it('shows an invalid variant as info', () => {
    const { show } = setup();
    show({ label: 'Hello', variant: 'loud' as never });
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'info');
  });

  it('is in the page before any toast, with the default positions', () => {
    const { container } = setup();
    const region = container.querySelector('[data-toast-position]');
    expect(region).toHaveAttribute('data-toast-position', 'top-center');
    expect(region).toHaveAttribute('data-container-position', 'fixed');
    expect(region).toBeEmptyDOMElement();
  });

  it('takes its positions from props and falls back when they are invalid', () => {
    const { container, rerender, store } = setup({
      containerPosition: 'absolute',
      toastPosition: 'bottom-left',
    });
    const region = () => container.querySelector('[data-toast-position]');
    expect(region()).toHaveAttribute('data-toast-position', 'bottom-left');
    expect(region()).toHaveAttribute('data-container-position', 'absolute');
    rerender(<ToastContainer containerPosition="sticky" toastPosition="left" maxToasts="x" />);
    expect(region()).toHaveAttribute('data-toast-position', 'top-center');
    expect(region()).toHaveAttribute('data-container-position', 'fixed');
    expect(store.getState().toast.config.maxToasts).toBe(3);
  });
});

describe('ToastContainer: closing', () => {
  it('Close fades the toast out for 400 ms, then removes it', async () => {
    const { show } = setup();
    show({ label: 'Sticky one', variant: 'info' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toastNamed('Sticky one')).toHaveAttribute('data-status', 'closing');
    await advance(399);
    expect(screen.getByText('Sticky one')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Sticky one')).not.toBeInTheDocument();
  });

  it('Escape inside a toast closes it', async () => {
    const { show } = setup();
    show({ label: 'Press escape', variant: 'warning' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'closing');
    await advance(400);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Escape with the Close button tooltip open closes the tooltip only, then the toast', async () => {
    const { show } = setup();
    show({ label: 'Under a tooltip', variant: 'error' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      close.focus();
    });
    await advance(150);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Close');
    expect(close).toHaveAttribute('aria-describedby', tooltip.id);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'shown');
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'closing');
  });

  it('Escape outside every toast closes none, and reaches a tooltip below the toasts', async () => {
    const { show, store } = setup();
    renderWithToastStore(
      <Tooltip text="Next slide">{(trigger) => <button {...trigger}>Next</button>}</Tooltip>,
      store,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => {
      next.focus();
    });
    await advance(150);
    show({ label: 'Arrived later', variant: 'warning' });
    expect(screen.getByRole('tooltip').style.zIndex).toBe('9000');
    expect(container().style.zIndex).toBe('10000');

    fireEvent.keyDown(next, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'shown');
  });

  it('is on the overlay stack, at 10000, only while it shows a toast', async () => {
    const { show } = setup({ reducedMotion: true });
    expect(container().style.zIndex).toBe('');
    show({ label: 'Stacked', variant: 'info' });
    expect(container().style.zIndex).toBe('10000');
    act(() => {
      screen.getByRole('button', { name: 'Close' }).focus();
    });
    await advance(150);
    expect(screen.getByRole('tooltip').style.zIndex).toBe('10001');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container().style.zIndex).toBe('');
  });

  it('removes a closed toast at once when reduced motion is asked for by prop', () => {
    const { show } = setup({ reducedMotion: true });
    show({ label: 'Quick', variant: 'info' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('reads prefers-reduced-motion through matchMedia', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { show } = setup();
      show({ label: 'No fade', variant: 'info' });
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByText('No fade')).not.toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('ToastContainer: auto-close', () => {
  it('closes a dismissible toast after 4800 ms', async () => {
    const { show } = setup();
    show({ label: 'Saved', variant: 'success' });
    await advance(4799);
    expect(toastNamed('Saved')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Saved')).toHaveAttribute('data-status', 'closing');
    await advance(400);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('waits 9600 ms when the toast contains a link', async () => {
    const { show } = setup();
    show({
      label: 'Saved',
      message: 'Open {0}',
      variant: 'success',
      mode: 'dismissible',
      messageLinks: [{ url: '/records/1', label: 'the record' }],
    });
    await advance(9599);
    expect(toastNamed('Saved')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Saved')).toHaveAttribute('data-status', 'closing');
  });

  it('closes a toast that asks for its own duration after it, link or not', async () => {
    const { show } = setup();
    show({
      label: 'Quick',
      message: 'See {0}',
      variant: 'info',
      mode: 'dismissible',
      duration: 2000,
      messageLinks: [{ url: '/help', label: 'help' }],
    });
    await advance(1999);
    expect(toastNamed('Quick')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Quick')).toHaveAttribute('data-status', 'closing');
  });

  it.each([0, -5, 'soon', null])(
    'gives a toast whose duration is %j the library default of 3000 ms',
    async (duration) => {
      const { show } = setup();
      show({ label: 'Library timing', variant: 'success', duration: duration as number });
      await advance(2999);
      expect(toastNamed('Library timing')).toHaveAttribute('data-status', 'shown');
      await advance(1);
      expect(toastNamed('Library timing')).toHaveAttribute('data-status', 'closing');
    },
  );

  it('keeps a sticky toast with a duration until it is closed', async () => {
    const { show } = setup();
    show({ label: 'Still here', variant: 'info', mode: 'sticky', duration: 1000 });
    await advance(60_000);
    expect(toastNamed('Still here')).toHaveAttribute('data-status', 'shown');
  });

  it('never closes a sticky toast by itself', async () => {
    const { show } = setup();
    show({ label: 'Stays', variant: 'error' });
    await advance(60_000);
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'shown');
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    const { show } = setup();
    show({ label: 'Hover me', variant: 'success' });
    await advance(3000);
    fireEvent.mouseEnter(toastNamed('Hover me'));
    await advance(20_000);
    expect(toastNamed('Hover me')).toHaveAttribute('data-status', 'shown');
    fireEvent.mouseLeave(toastNamed('Hover me'));
    await advance(1799);
    expect(toastNamed('Hover me')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Hover me')).toHaveAttribute('data-status', 'closing');
  });

  it('pauses while focus is inside, also when it moves between its links and button', async () => {
    const { show } = setup();
    show({
      label: 'Focus {0}',
      variant: 'info',
      mode: 'dismissible',
      labelLinks: [{ url: '#here', label: 'here' }],
    });
    await advance(9000);
    const link = screen.getByRole('link', { name: /here/ });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => {
      link.focus();
    });
    await advance(5000);
    act(() => {
      close.focus();
    });
    await advance(5000);
    expect(toastNamed('Focus')).toHaveAttribute('data-status', 'shown');
    act(() => {
      close.blur();
    });
    await advance(599);
    expect(toastNamed('Focus')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Focus')).toHaveAttribute('data-status', 'closing');
  });
});

describe('ToastContainer: queue', () => {
  it('shows at most 3 by default and promotes the next when one is removed', async () => {
    const { show, store } = setup();
    for (const label of ['One', 'Two', 'Three', 'Four']) show({ label, variant: 'info' });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
    fireEvent.click(within(toastNamed('Two')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
    await advance(400);
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual([
      'Info: OneClose',
      'Info: ThreeClose',
      'Info: FourClose',
    ]);
    expect(selectQueuedToasts(store.getState())).toEqual([]);
  });

  it("starts a queued toast's timer only when it is shown", async () => {
    const { show } = setup({ maxToasts: 1 });
    show({ label: 'First', variant: 'error' });
    show({ label: 'Second', variant: 'success' });
    await advance(10_000);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(400);
    expect(toastNamed('Second')).toHaveAttribute('data-status', 'shown');
    await advance(4799);
    expect(toastNamed('Second')).toHaveAttribute('data-status', 'shown');
    await advance(1);
    expect(toastNamed('Second')).toHaveAttribute('data-status', 'closing');
  });

  it('honours maxToasts, with at least one', () => {
    const { show, rerender } = setup({ maxToasts: 2 });
    for (const label of ['A', 'B', 'C']) show({ label, variant: 'info' });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    rerender(<ToastContainer maxToasts={0} />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    rerender(<ToastContainer maxToasts="5" />);
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});

describe('ToastContainer: links', () => {
  it('renders valid placeholders as new-tab links and invalid ones as text', () => {
    const { show } = setup();
    show({
      label: 'Read {guide}',
      message: 'See {0} or {1}',
      variant: 'info',
      labelLinks: { guide: { url: 'https://example.com/guide', label: 'the guide' } },
      messageLinks: [
        { url: '/help', label: 'help' },
        { url: 'javascript:alert(1)', label: 'this' },
      ],
    });
    // jsdom's name computation drops the space a browser keeps before the hidden hint.
    const guide = screen.getByRole('link', { name: /^the guide ?\(opens in a new tab\)$/ });
    expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /help/ })).toHaveAttribute('href', '/help');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('See help (opens in a new tab) or this');
  });

  it('never interprets markup in the text', () => {
    const { show } = setup();
    show({ label: '<img src=x onerror=alert(1)>', variant: 'info' });
    expect(screen.getByRole('status').querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});

describe('ToastContainer: one at a time', () => {
  it('a second container renders nothing and warns, and takes over when the first goes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeToastStore();
    function Page({ first }: { first: boolean }) {
      return (
        <>
          {first && <ToastContainer toastPosition="top-left" />}
          <ToastContainer toastPosition="bottom-right" />
        </>
      );
    }
    const { container, rerender } = renderWithToastStore(<Page first />, store);
    expect(container.querySelectorAll('[data-toast-position]')).toHaveLength(1);
    expect(container.querySelector('[data-toast-position]')).toHaveAttribute(
      'data-toast-position',
      'top-left',
    );
    expect(warn).toHaveBeenCalledWith(
      'ToastContainer: only one toast container can be mounted at a time; this one renders nothing.',
    );
    act(() => {
      store.dispatch(showToast({ label: 'Once', variant: 'info' }));
    });
    expect(screen.getAllByText('Once')).toHaveLength(1);
    rerender(<Page first={false} />);
    expect(container.querySelector('[data-toast-position]')).toHaveAttribute(
      'data-toast-position',
      'bottom-right',
    );
    expect(screen.getAllByText('Once')).toHaveLength(1);
  });
});
