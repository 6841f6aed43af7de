import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyPressesOf, replayEarlyPresses } from '../../../../app/islands/earlyPresses';
import { holdEarlyPresses, type EarlyPresses } from '../../../../app/holdEarlyPresses';

/** A server-rendered island: a button, a link and a swipe area, not live yet. */
function renderIsland(id: string): HTMLElement {
  const island = document.createElement('div');
  island.dataset.island = id;
  island.innerHTML =
    '<div class="slides"><button type="button">Next <span>slide</span></button>' +
    '<a href="#story">Read</a></div>';
  document.body.append(island);
  return island;
}

/** Every event of `types` that reaches the island's own elements, as a handler there sees it. */
function recordReaching(island: HTMLElement, types: readonly string[]) {
  const seen: Event[] = [];
  for (const type of types) island.addEventListener(type, (event) => seen.push(event));
  return seen;
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12 });
const key = (value: string) =>
  new KeyboardEvent('keydown', { key: value, bubbles: true, cancelable: true });
const pointer = (type: string, pointerType: string, clientX: number) =>
  new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType, clientX, isPrimary: true });

let presses: EarlyPresses;
let reached: Promise<void>;
const removeListeners: (() => void)[] = [];

beforeEach(() => {
  // Each test's listeners go on a document of its own events: a fresh body, a spy on listeners.
  const add = vi.spyOn(document, 'addEventListener');
  reached = holdEarlyPresses(document);
  for (const [type, listener, options] of add.mock.calls) {
    removeListeners.push(() => {
      document.removeEventListener(type, listener, options);
    });
  }
  add.mockRestore();
  const held = earlyPressesOf(document);
  if (!held) throw new Error('holdEarlyPresses left nothing on the window');
  presses = held;
});

afterEach(() => {
  removeListeners.splice(0).forEach((remove) => {
    remove();
  });
  document.body.replaceChildren();
});

describe('holdEarlyPresses', () => {
  it('stops a press on an island that is not live before anything sees it, and keeps it', () => {
    const island = renderIsland('a');
    const seen = recordReaching(island, ['click']);
    island.querySelector('span')?.dispatchEvent(click());
    expect(seen).toHaveLength(0);
    expect(presses.held.map((held) => held.island)).toEqual(['a']);
  });

  it('leaves presses on live islands and outside islands alone', () => {
    const island = renderIsland('a');
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['click']);
    island.querySelector('button')?.dispatchEvent(click());
    document.body.dispatchEvent(click());
    expect(seen).toHaveLength(1);
    expect(presses.held).toHaveLength(0);
  });

  it('resolves at the first reach and tells the page script of every island reached for', async () => {
    const island = renderIsland('a');
    const told: string[] = [];
    presses.onHeld = (id) => told.push(id);
    island.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect(reached).resolves.toBeUndefined();
    island.querySelector('button')?.dispatchEvent(click());
    expect(told).toEqual(['a', 'a']);
  });

  it('leaves default actions alone: a link is followed, a key still makes its click', () => {
    const island = renderIsland('a');
    const link = click();
    island.querySelector('a')?.dispatchEvent(link);
    const enter = key('Enter');
    island.querySelector('button')?.dispatchEvent(enter);
    expect(link.defaultPrevented).toBe(false);
    expect(enter.defaultPrevented).toBe(false);
  });
});

describe('replayEarlyPresses', () => {
  it('makes each press again once, in order, on the element it was made on', () => {
    const island = renderIsland('a');
    const button = island.querySelector('button');
    button?.dispatchEvent(click());
    island.querySelector('.slides')?.dispatchEvent(key('3'));
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['click', 'keydown']);
    replayEarlyPresses(presses, island);
    expect(seen.map((event) => [event.type, event.target])).toEqual([
      ['click', button],
      ['keydown', island.querySelector('.slides')],
    ]);
    expect((seen[0] as MouseEvent).clientX).toBe(12);
    expect((seen[1] as KeyboardEvent).key).toBe('3');
    // Replayed once: nothing is left to replay.
    replayEarlyPresses(presses, island);
    expect(seen).toHaveLength(2);
  });

  it('replays touch swipes, not mouse presses (their click is the press)', () => {
    const island = renderIsland('a');
    const slides = island.querySelector('.slides');
    slides?.dispatchEvent(pointer('pointerdown', 'touch', 300));
    slides?.dispatchEvent(pointer('pointerup', 'touch', 80));
    slides?.dispatchEvent(pointer('pointerdown', 'mouse', 10));
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['pointerdown', 'pointerup']);
    replayEarlyPresses(presses, island);
    expect(
      seen.map((event) => {
        const { type, pointerType, pointerId, clientX } = event as PointerEvent;
        return [type, pointerType, pointerId, clientX];
      }),
    ).toEqual([
      ['pointerdown', 'touch', 7, 300],
      ['pointerup', 'touch', 7, 80],
    ]);
  });

  it('does not replay what made no press: Tab, Enter on a button (its click is), a link', () => {
    const island = renderIsland('a');
    const button = island.querySelector('button');
    button?.dispatchEvent(key('Tab'));
    button?.dispatchEvent(key('Enter'));
    button?.dispatchEvent(key(' '));
    island.querySelector('a')?.dispatchEvent(click());
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['click', 'keydown']);
    replayEarlyPresses(presses, island);
    expect(seen).toHaveLength(0);
  });

  it("replays only the island's own presses, and tells it where focus already is", () => {
    const first = renderIsland('a');
    const second = renderIsland('b');
    second.querySelector('button')?.dispatchEvent(click());
    first.querySelector('button')?.focus();
    first.setAttribute('data-live', '');
    const seen = recordReaching(first, ['click', 'focusin']);
    replayEarlyPresses(presses, first);
    expect(seen.map((event) => [event.type, event.target])).toEqual([
      ['focusin', first.querySelector('button')],
    ]);
    expect(presses.held.map((held) => held.island)).toEqual(['b']);
  });

  it('skips a press on a control that says something else once the island is live', () => {
    const island = renderIsland('a');
    const button = island.querySelector('button');
    button?.dispatchEvent(click());
    // As a rotation control's Stop becomes Start when the island wakes with motion reduced.
    if (button) button.textContent = 'Previous slide';
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['click']);
    replayEarlyPresses(presses, island);
    expect(seen).toHaveLength(0);
  });

  it('skips a press whose element the island no longer has', () => {
    const island = renderIsland('a');
    const button = island.querySelector('button');
    button?.dispatchEvent(click());
    button?.remove();
    island.setAttribute('data-live', '');
    const seen = recordReaching(island, ['click']);
    replayEarlyPresses(presses, island);
    expect(seen).toHaveLength(0);
  });
});
