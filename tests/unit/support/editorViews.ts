import type { View, ViewNode } from '../../../shared/viewSchema';

/** A node of a view, for the editor's tests. */
export function block(
  type: string,
  id: string,
  props?: Record<string, unknown>,
  regions?: Record<string, ViewNode[]>,
): ViewNode {
  return { type, id, ...(props ? { props } : {}), ...(regions ? { regions } : {}) };
}

export function viewOf(nodes: ViewNode[]): View {
  return { id: 'about', route: '/about', title: 'About', nodes };
}

/**
 * A page three levels deep:
 *
 * ```text
 * s1 section          col1: t1 t2   col2: i1
 * t3 textBlock
 * u1 userDataProvider default: s2 section  col1: b1
 * t4 textBlock
 * ```
 */
export function sampleView(): View {
  return viewOf([
    block(
      'section',
      's1',
      { paddingVertical: 'none' },
      {
        col1: [
          block('textBlock', 't1', { text: 'Who we are', headingTag: 'h2' }),
          block('textBlock', 't2', { text: 'We build software for supply chains.' }),
        ],
        col2: [block('image', 'i1', { altText: 'A warehouse at dawn' })],
      },
    ),
    block('textBlock', 't3', { text: 'Our history' }),
    block(
      'userDataProvider',
      'u1',
      { sfdcExpressionKey: 'User' },
      {
        default: [
          block('section', 's2', {}, { col1: [block('button', 'b1', { label: 'Contact us' })] }),
        ],
      },
    ),
    block('textBlock', 't4', { text: 'Closing words' }),
  ]);
}

/** A page of one section whose column holds `count` text blocks, `w0`, `w1`… */
export function wideView(count = 100): View {
  const children = Array.from({ length: count }, (_, index) =>
    block('textBlock', `w${index}`, { text: `Paragraph ${index}` }),
  );
  return viewOf([block('section', 'wide', {}, { col1: children })]);
}

/** Ids `id-1`, `id-2`… in turn, for tests that name the ids a copy gets. */
export function countingIds(prefix = 'id'): () => string {
  let made = 0;
  return () => `${prefix}-${++made}`;
}
