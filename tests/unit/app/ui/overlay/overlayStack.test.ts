import { describe, expect, it, vi } from 'vitest';
import type { OverlayKeyEvent } from '../../../../../app/ui/overlay/overlayStack';
import { createOverlayStack } from '../../../../../app/ui/overlay/overlayStack';

function keyEvent(key: string, target: EventTarget | null = null): OverlayKeyEvent {
  return { key, target, defaultPrevented: false, preventDefault: vi.fn() };
}

/** A stack listening on an EventTarget of its own, and a way to press a key on it. */
function stackOnTarget() {
  const target = new EventTarget();
  const source = vi.fn(() => target);
  const stack = createOverlayStack({ keyEventSource: source });
  const press = (key: string) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), { key });
    target.dispatchEvent(event);
    return event;
  };
  return { stack, source, press };
}

const closes = () => vi.fn(() => true);

describe('overlayStack: push and pop', () => {
  it('keeps overlays bottom first and pops any of them, once', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const [a, b, c] = [{}, {}, {}];
    const handleA = stack.push(a, { layer: 'popover', onEscape: closes() });
    const handleB = stack.push(b, { layer: 'toast', onEscape: closes() });
    stack.push(c, { layer: 'popover', onEscape: closes() });
    expect(stack.tokens()).toEqual([a, b, c]);

    handleB.pop();
    expect(stack.tokens()).toEqual([a, c]);
    handleB.pop();
    expect(stack.tokens()).toEqual([a, c]);
    handleA.pop();
    expect(stack.tokens()).toEqual([c]);
    expect(stack.zIndexOf(a)).toBeUndefined();
  });

  it('tells subscribers of every push and pop until they unsubscribe', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    const handle = stack.push({}, { layer: 'popover', onEscape: closes() });
    handle.pop();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stack.push({}, { layer: 'popover', onEscape: closes() });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('overlayStack: stacking order', () => {
  it('starts popovers at 9000 and the toast layer at 10000', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    expect(stack.push({}, { layer: 'popover', onEscape: closes() }).zIndex).toBe(9000);
    const other = createOverlayStack({ keyEventSource: () => undefined });
    expect(other.push({}, { layer: 'toast', onEscape: closes() }).zIndex).toBe(10000);
  });

  it('stacks each overlay above the one below it, whatever its layer', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const [tooltip, toasts, tooltipOnToast, another] = [{}, {}, {}, {}];
    stack.push(tooltip, { layer: 'popover', onEscape: closes() });
    stack.push(toasts, { layer: 'toast', onEscape: closes() });
    stack.push(tooltipOnToast, { layer: 'popover', onEscape: closes() });
    stack.push(another, { layer: 'popover', onEscape: closes() });
    expect([tooltip, toasts, tooltipOnToast, another].map(stack.zIndexOf)).toEqual([
      9000, 10000, 10001, 10002,
    ]);
  });

  it('gives a popover over a popover the next value, and starts again once the stack empties', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const first = stack.push({}, { layer: 'popover', onEscape: closes() });
    const second = stack.push({}, { layer: 'popover', onEscape: closes() });
    expect([first.zIndex, second.zIndex]).toEqual([9000, 9001]);
    second.pop();
    first.pop();
    expect(stack.push({}, { layer: 'popover', onEscape: closes() }).zIndex).toBe(9000);
  });
});

describe('overlayStack: Escape', () => {
  it('goes to the top overlay only', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const bottom = closes();
    const top = closes();
    stack.push({}, { layer: 'toast', onEscape: bottom });
    stack.push({}, { layer: 'popover', onEscape: top });
    const event = keyEvent('Escape');
    expect(stack.handleKeyDown(event)).toBe(true);
    expect(top).toHaveBeenCalledWith(event);
    expect(bottom).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('goes to the next one down when the top one has nothing to close, and stops there', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const bottom = closes();
    const middle = closes();
    const top = vi.fn(() => false);
    stack.push({}, { layer: 'popover', onEscape: bottom });
    stack.push({}, { layer: 'popover', onEscape: middle });
    stack.push({}, { layer: 'toast', onEscape: top });
    expect(stack.handleKeyDown(keyEvent('Escape'))).toBe(true);
    expect(top).toHaveBeenCalledOnce();
    expect(middle).toHaveBeenCalledOnce();
    expect(bottom).not.toHaveBeenCalled();
  });

  it('ignores other keys and an Escape something else already handled', () => {
    const stack = createOverlayStack({ keyEventSource: () => undefined });
    const onEscape = closes();
    stack.push({}, { layer: 'popover', onEscape });
    expect(stack.handleKeyDown(keyEvent('Enter'))).toBe(false);
    expect(stack.handleKeyDown({ ...keyEvent('Escape'), defaultPrevented: true })).toBe(false);
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('listens on the document only while an overlay is open, and reads it no earlier', () => {
    const { stack, source, press } = stackOnTarget();
    expect(source).not.toHaveBeenCalled();
    const onEscape = closes();
    const handle = stack.push({}, { layer: 'popover', onEscape });
    stack.push({}, { layer: 'popover', onEscape: closes() }).pop();
    expect(source).toHaveBeenCalledOnce();

    expect(press('Escape').defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledOnce();
    handle.pop();
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('pushes and pops without a document to listen on (server rendering)', () => {
    expect(typeof document).toBe('undefined');
    const stack = createOverlayStack();
    const token = {};
    const handle = stack.push(token, { layer: 'popover', onEscape: closes() });
    expect(stack.zIndexOf(token)).toBe(9000);
    handle.pop();
    expect(stack.tokens()).toEqual([]);
  });
});
