import { describe, expect, it } from 'vitest';
import type { HistoryStep } from '../../../../editor/document/history';
import { historyKeeper } from '../../../../editor/saving/keptHistory';
import { memoryStorage } from '../../support/memoryStorage';

const PATH = 'views/about.json';

function typedStep(index: number, text = `Version ${String(index)}`): HistoryStep {
  return {
    patches: [{ op: 'replace', path: ['nodes', 0, 'props', 'text'], value: text }],
    inversePatches: [{ op: 'replace', path: ['nodes', 0, 'props', 'text'], value: 'Before' }],
    label: `Change text of Text Block ${String(index)}`,
  };
}

const steps = (count: number, text?: string) =>
  Array.from({ length: count }, (_, index) => typedStep(index, text));

describe('historyKeeper', () => {
  it('reads back what it wrote, for the author, the page and the revision', () => {
    const storage = memoryStorage();
    const keeper = historyKeeper({ storage, user: 'pia', now: () => 1 });
    const past = steps(3);
    const future = steps(1);
    keeper.write(PATH, 4, { past, future });
    expect(keeper.read(PATH)).toEqual({ revision: 4, past, future });
    expect(historyKeeper({ storage, user: 'ben' }).read(PATH)).toBeUndefined();
    expect(keeper.read('views/other.json')).toBeUndefined();
  });

  it('keeps a thousand steps of typing, well within its quota', () => {
    const keeper = historyKeeper({ storage: memoryStorage(), user: 'pia' });
    keeper.write(PATH, 1, { past: steps(1000), future: [] });
    expect(keeper.read(PATH)?.past).toHaveLength(1000);
  });

  it('keeps nothing for no steps, and removes what it kept before', () => {
    const storage = memoryStorage();
    const keeper = historyKeeper({ storage, user: 'pia' });
    keeper.write(PATH, 1, { past: steps(2), future: [] });
    keeper.write(PATH, 2, { past: [], future: [] });
    expect(storage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{"user":'],
    ['another shape', JSON.stringify({ user: 'pia', steps: [] })],
    [
      'a patch reaching a prototype',
      JSON.stringify({
        user: 'pia',
        path: PATH,
        revision: 1,
        writtenAt: 0,
        past: [{ ...typedStep(0), patches: [{ op: 'add', path: ['__proto__', 'x'], value: 1 }] }],
        future: [],
      }),
    ],
    [
      "another author's, under this one's key",
      JSON.stringify({ user: 'ben', path: PATH, revision: 1, writtenAt: 0, past: [], future: [] }),
    ],
  ])('ignores and removes %s', (_what, text) => {
    const storage = memoryStorage();
    storage.setItem(`editor.history:pia:${PATH}`, text);
    const keeper = historyKeeper({ storage, user: 'pia' });
    expect(keeper.read(PATH)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('drops the oldest steps past its quota', () => {
    const keeper = historyKeeper({ storage: memoryStorage(), user: 'pia', quota: 20_000 });
    const past = steps(400);
    keeper.write(PATH, 1, { past, future: [] });
    const kept = keeper.read(PATH)?.past ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(400);
    expect(kept.at(-1)).toEqual(past.at(-1));
    expect(JSON.stringify(kept).length).toBeLessThan(20_000);
  });

  it("makes room when storage is full: the author's oldest other page first, then old steps", () => {
    const storage = memoryStorage(60_000);
    let clock = 0;
    const keeper = historyKeeper({ storage, user: 'pia', now: () => ++clock });
    keeper.write('views/old.json', 1, { past: steps(100), future: [] });
    keeper.write('views/newer.json', 1, { past: steps(100), future: [] });
    keeper.write(PATH, 1, { past: steps(150), future: [] });
    expect(keeper.read('views/old.json')).toBeUndefined();
    expect(keeper.read('views/newer.json')?.past).toHaveLength(100);
    expect(keeper.read(PATH)?.past).toHaveLength(150);

    keeper.write(PATH, 2, { past: steps(400), future: [] });
    const kept = keeper.read(PATH);
    expect(kept?.revision).toBe(2);
    expect(kept?.past.length).toBeLessThan(400);
    expect(kept?.past.at(-1)).toEqual(typedStep(399));
  });

  it('keeps nothing, without throwing, when storage refuses to be used', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const keeper = historyKeeper({ storage: refusing, user: 'pia' });
    expect(() => {
      keeper.write(PATH, 1, { past: steps(2), future: [] });
    }).not.toThrow();
    expect(keeper.read(PATH)).toBeUndefined();
  });

  it("clears every page's history of the author at sign-out, and writes none after", () => {
    const storage = memoryStorage();
    const pia = historyKeeper({ storage, user: 'pia' });
    const ben = historyKeeper({ storage, user: 'ben' });
    pia.write(PATH, 1, { past: steps(1), future: [] });
    pia.write('views/news.json', 1, { past: steps(1), future: [] });
    ben.write(PATH, 1, { past: steps(1), future: [] });
    storage.setItem('editor.copiedBlock', '{}');
    pia.clear();
    pia.write(PATH, 2, { past: steps(1), future: [] });
    expect(pia.read(PATH)).toBeUndefined();
    expect(pia.read('views/news.json')).toBeUndefined();
    expect(ben.read(PATH)?.past).toHaveLength(1);
    expect(storage.getItem('editor.copiedBlock')).toBe('{}');
  });
});
