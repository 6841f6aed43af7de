import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  summarizeChanges,
  type ContentFiles,
  type VersionChange,
} from '../../../../content-model/versions/changes';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** How long a string a change shows whole. */
const SHOWN_TEXT_LIMIT = 200;

const encoder = new TextEncoder();

/** The kind a file's change is given, from its path. */
const fileKind = (file: string) =>
  changesBetween(undefined, new Map([[file, encoder.encode('{}')]]))[0]?.kind;

/** A content tree: JSON values are written as an editor would (indented), strings as they are. */
function tree(files: Record<string, JsonValue | Uint8Array>): ContentFiles {
  return new Map(
    Object.entries(files).map(([path, content]) => [
      path,
      content instanceof Uint8Array ? content : encoder.encode(JSON.stringify(content, null, 2)),
    ]),
  );
}

function textFile(text: string): Uint8Array {
  return encoder.encode(text);
}

interface NodeJson {
  [key: string]: JsonValue;
  type: string;
  id: string;
  props: { [key: string]: JsonValue };
}

function node(
  type: string,
  id: string,
  props: Record<string, JsonValue> = {},
  regions?: Record<string, NodeJson[]>,
): NodeJson {
  return { type, id, props, ...(regions ? { regions } : {}) };
}

function text(id: string, words: string): NodeJson {
  return node('textBlock', id, { text: words });
}

/** A view whose single section holds `col1`. */
function view(col1: NodeJson[], extra: Record<string, JsonValue> = {}): JsonValue {
  return {
    $schema: '../schemas/view.schema.json',
    id: 'about',
    route: '/about',
    title: 'About',
    ...extra,
    nodes: [node('section', 'section-1', { paddingVertical: 'none' }, { col1 })],
  };
}

function document(body: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}) {
  return {
    contentKey: 'MCNEWS1',
    title: 'News one',
    urlName: 'news-1',
    language: 'en_US',
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: body,
    ...extra,
  };
}

/** The only change of a diff of one file. */
function onlyChange(changes: readonly VersionChange[]): VersionChange {
  expect(changes).toHaveLength(1);
  const [change] = changes;
  if (!change) throw new Error('no change');
  return change;
}

describe('fileKind', () => {
  it.each([
    ['site.json', 'site'],
    ['documents/news-1.json', 'document'],
    ['documents/news-1.fr_FR.json', 'variant'],
    ['documents/news-1.de.json', 'variant'],
    ['views/about.json', 'view'],
    ['views/about.fr_FR.json', 'translation'],
    ['seo/about.json', 'seo'],
    ['seo/about.de_DE.json', 'translation'],
    ['apex/getContentTwo.json', 'apex'],
    ['apex/carouselStyles.fr_FR.json', 'translation'],
    ['media/MC3PFLFGTYXNHEAIAMPZJPADSFPR.jpg', 'media'],
    ['schemas/view.schema.json', 'other'],
    ['documents/notes.txt', 'other'],
    ['documents/deeper/news.json', 'other'],
    ['README.md', 'other'],
  ] as const)('%s is %s', (path, kind) => {
    expect(fileKind(path)).toBe(kind);
  });

  it('reads a dotted name that is no locale as a source, not a variant', () => {
    expect(fileKind('documents/release.v2.json')).toBe('document');
    expect(fileKind('views/about.print.json')).toBe('view');
  });
});

describe('changesBetween: files', () => {
  it('lists every file as added in the first version, sorted by path', () => {
    const first = tree({
      'views/about.json': view([]),
      'site.json': { siteName: 'Quayline' },
      'media/MC1.jpg': new Uint8Array([0xff, 0xd8, 0xff]),
      'documents/news-1.json': document({ title: 'One' }),
    });
    expect(changesBetween(undefined, first)).toEqual([
      { path: 'documents/news-1.json', kind: 'document', change: 'added' },
      { path: 'media/MC1.jpg', kind: 'media', change: 'added' },
      { path: 'site.json', kind: 'site', change: 'added' },
      { path: 'views/about.json', kind: 'view', change: 'added' },
    ]);
  });

  it('gives nothing for identical trees', () => {
    const files = {
      'site.json': { siteName: 'Quayline' },
      'views/about.json': view([text('t1', 'Hello')]),
      'media/MC1.jpg': new Uint8Array([1, 2, 3]),
    };
    expect(changesBetween(tree(files), tree(files))).toEqual([]);
  });

  it('gives nothing when only the key order or the layout of a JSON file changed', () => {
    const before = tree({
      'site.json': { siteName: 'Quayline', languages: ['en_US'], previewUser: { a: 1, b: 2 } },
    });
    const after = new Map([
      [
        'site.json',
        textFile('{"previewUser":{"b":2,"a":1},"languages":["en_US"],"siteName":"Quayline"}'),
      ],
    ]);
    expect(changesBetween(before, after)).toEqual([]);
  });

  it('tells a removed file', () => {
    const before = tree({ 'seo/about.json': { Title: 'About' }, 'site.json': {} });
    const after = tree({ 'site.json': {} });
    expect(changesBetween(before, after)).toEqual([
      { path: 'seo/about.json', kind: 'seo', change: 'removed' },
    ]);
  });

  it('tells an added variant as one change of kind variant', () => {
    const before = tree({ 'documents/news-1.json': document({ title: 'One' }) });
    const after = tree({
      'documents/news-1.json': document({ title: 'One' }),
      'documents/news-1.fr_FR.json': document({ title: 'Un' }, { language: 'fr_FR' }),
    });
    expect(changesBetween(before, after)).toEqual([
      { path: 'documents/news-1.fr_FR.json', kind: 'variant', change: 'added' },
    ]);
  });

  it('tells replaced media by its bytes, with no fields', () => {
    const before = tree({ 'media/MC1.jpg': new Uint8Array([0xff, 0xd8, 1, 2]) });
    const after = tree({ 'media/MC1.jpg': new Uint8Array([0xff, 0xd8, 1, 3]) });
    expect(changesBetween(before, after)).toEqual([
      { path: 'media/MC1.jpg', kind: 'media', change: 'changed' },
    ]);
  });

  it('gives nothing for media whose bytes are the same', () => {
    const bytes = new Uint8Array([0xff, 0xd8, 1, 2]);
    expect(
      changesBetween(tree({ 'media/MC1.jpg': bytes }), tree({ 'media/MC1.jpg': bytes.slice() })),
    ).toEqual([]);
  });

  it('compares a file that is not valid JSON as a whole text', () => {
    const before = new Map([['documents/news-1.json', textFile('{"title": "One",')]]);
    const after = new Map([['documents/news-1.json', textFile('{"title": "Two",')]]);
    expect(changesBetween(before, after)).toEqual([
      {
        path: 'documents/news-1.json',
        kind: 'document',
        change: 'changed',
        fields: [
          {
            path: '(root)',
            change: 'changed',
            before: '{"title": "One",',
            after: '{"title": "Two",',
          },
        ],
      },
    ]);
  });

  it('compares a file that became invalid JSON as a whole text', () => {
    const before = tree({ 'site.json': { siteName: 'Quayline' } });
    const after = new Map([['site.json', textFile('{ "siteName": ')]]);
    const change = onlyChange(changesBetween(before, after));
    expect(change.fields).toEqual([
      {
        path: '(root)',
        change: 'changed',
        before: JSON.stringify({ siteName: 'Quayline' }, null, 2),
        after: '{ "siteName": ',
      },
    ]);
  });

  it('tells a changed binary file that is not media without fields', () => {
    const before = new Map([['other.bin', new Uint8Array([0xff, 0xfe, 0x00])]]);
    const after = new Map([['other.bin', new Uint8Array([0xff, 0xfe, 0x01])]]);
    expect(changesBetween(before, after)).toEqual([
      { path: 'other.bin', kind: 'other', change: 'changed' },
    ]);
  });
});

describe('changesBetween: documents and other JSON', () => {
  it('tells a document field change by its JSON path', () => {
    const before = tree({ 'documents/news-1.json': document({ title: 'One', excerpt: 'Short' }) });
    const after = tree({ 'documents/news-1.json': document({ title: 'One!', excerpt: 'Short' }) });
    expect(changesBetween(before, after)).toEqual([
      {
        path: 'documents/news-1.json',
        kind: 'document',
        change: 'changed',
        fields: [{ path: 'contentBody.title', change: 'changed', before: 'One', after: 'One!' }],
      },
    ]);
  });

  it('tells added and removed fields, and quotes a key that is no identifier', () => {
    const before = tree({ 'documents/a.json': document({ title: 'A', 'sfdc_cms:media': 'x' }) });
    const after = tree({ 'documents/a.json': document({ title: 'A', excerpt: 'New' }) });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      { path: 'contentBody.excerpt', change: 'added', after: 'New' },
      { path: 'contentBody["sfdc_cms:media"]', change: 'removed', before: 'x' },
    ]);
  });

  it('tells a change of type as one change of the field', () => {
    const before = tree({ 'apex/getContentTwo.json': { address: 'Minneapolis' } });
    const after = tree({ 'apex/getContentTwo.json': { address: { city: 'Minneapolis' } } });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      { path: 'address', change: 'changed', before: 'Minneapolis', after: { city: 'Minneapolis' } },
    ]);
  });

  it('cuts a long string and marks it', () => {
    const long = 'a'.repeat(SHOWN_TEXT_LIMIT + 50);
    const before = tree({ 'documents/a.json': document({ body: 'short' }) });
    const after = tree({ 'documents/a.json': document({ body: long }) });
    const [field] = onlyChange(changesBetween(before, after)).fields ?? [];
    expect(field).toEqual({
      path: 'contentBody.body',
      change: 'changed',
      before: 'short',
      after: `${'a'.repeat(SHOWN_TEXT_LIMIT)}… [${String(SHOWN_TEXT_LIMIT + 50)} characters]`,
    });
  });

  it('summarizes a large added object instead of dumping it, and shows a small one whole', () => {
    const large = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [`field${String(index)}`, 'x'.repeat(40)]),
    );
    const before = tree({ 'apex/carouselStyles.json': { Id: 'a0X' } });
    const after = tree({
      'apex/carouselStyles.json': { Id: 'a0X', styles: large, small: { color: '#123' } },
    });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      {
        path: 'styles',
        change: 'added',
        after: '{7 fields: field0, field1, field2, field3, field4, …}',
      },
      { path: 'small', change: 'added', after: { color: '#123' } },
    ]);
  });

  it('compares a list without ids by position', () => {
    const before = tree({ 'site.json': { languages: ['en_US', 'fr_FR'] } });
    const after = tree({ 'site.json': { languages: ['en_US', 'de_DE', 'fr_FR'] } });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      { path: 'languages[1]', change: 'changed', before: 'fr_FR', after: 'de_DE' },
      { path: 'languages[2]', change: 'added', after: 'fr_FR' },
    ]);
  });

  it('matches collection items by contentKey: an inserted item is one change', () => {
    const items = (...keys: string[]) =>
      keys.map((contentKey) => ({ contentKey, _id: contentKey }));
    const collection = (...keys: string[]) =>
      document({ collection: { type: 'sfdc_cms__news', items: items(...keys) } });
    const before = tree({ 'documents/collection.json': collection('MCA', 'MCB', 'MCC') });
    const after = tree({ 'documents/collection.json': collection('MCA', 'MCNEW', 'MCB', 'MCC') });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      {
        path: 'contentBody.collection.items[contentKey=MCNEW]',
        change: 'added',
        after: { contentKey: 'MCNEW', _id: 'MCNEW' },
      },
    ]);
  });

  it('tells a reordered collection item as moved, and no other', () => {
    const collection = (...keys: string[]) =>
      document({ collection: { items: keys.map((contentKey) => ({ contentKey })) } });
    const before = tree({ 'documents/collection.json': collection('MCA', 'MCB', 'MCC', 'MCD') });
    const after = tree({ 'documents/collection.json': collection('MCA', 'MCC', 'MCD', 'MCB') });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      {
        path: 'contentBody.collection.items[contentKey=MCB]',
        change: 'moved',
        before: { in: 'contentBody.collection.items', index: 1 },
        after: { in: 'contentBody.collection.items', index: 3 },
      },
    ]);
  });

  it('compares items by position when their ids repeat', () => {
    const before = tree({
      'site.json': {
        links: [
          { id: 'a', label: 'A' },
          { id: 'a', label: 'B' },
        ],
      },
    });
    const after = tree({
      'site.json': {
        links: [
          { id: 'a', label: 'A' },
          { id: 'a', label: 'C' },
        ],
      },
    });
    expect(onlyChange(changesBetween(before, after)).fields).toEqual([
      { path: 'links[1].label', change: 'changed', before: 'B', after: 'C' },
    ]);
  });

  it('tells a translation unit change by its unit id', () => {
    const units = (target: string) => ({
      language: 'fr_FR',
      units: { 'banner-1.title': { source: 'Company Overview', target } },
    });
    const before = tree({ 'views/about.fr_FR.json': units('Aperçu') });
    const after = tree({ 'views/about.fr_FR.json': units("Aperçu de l'entreprise") });
    expect(changesBetween(before, after)).toEqual([
      {
        path: 'views/about.fr_FR.json',
        kind: 'translation',
        change: 'changed',
        fields: [
          {
            path: 'units["banner-1.title"].target',
            change: 'changed',
            before: 'Aperçu',
            after: "Aperçu de l'entreprise",
          },
        ],
      },
    ]);
  });
});

describe('changesBetween: views', () => {
  const col1 = [text('t1', 'One'), text('t2', 'Two'), text('t3', 'Three'), text('t4', 'Four')];

  function viewFields(before: JsonValue, after: JsonValue) {
    const change = onlyChange(
      changesBetween(tree({ 'views/about.json': before }), tree({ 'views/about.json': after })),
    );
    expect(change).toMatchObject({ path: 'views/about.json', kind: 'view', change: 'changed' });
    return change.fields;
  }

  it('tells a block inserted in the middle of a region as exactly one change', () => {
    const inserted = [...col1.slice(0, 2), text('new-1', 'New'), ...col1.slice(2)];
    expect(viewFields(view(col1), view(inserted))).toEqual([
      {
        path: 'nodes[id=new-1]',
        change: 'added',
        after: {
          type: 'textBlock',
          id: 'new-1',
          in: 'nodes[id=section-1].regions.col1',
          index: 2,
        },
      },
    ]);
  });

  it('tells a removed block as exactly one change', () => {
    const without = col1.filter((child) => child.id !== 't2');
    expect(viewFields(view(col1), view(without))).toEqual([
      {
        path: 'nodes[id=t2]',
        change: 'removed',
        before: { type: 'textBlock', id: 't2', in: 'nodes[id=section-1].regions.col1', index: 1 },
      },
    ]);
  });

  it('tells a block moved within its region as one move, not a shift of its neighbours', () => {
    const [t1, t2, t3, t4] = col1;
    if (!t1 || !t2 || !t3 || !t4) throw new Error('four blocks');
    expect(viewFields(view(col1), view([t1, t3, t4, t2]))).toEqual([
      {
        path: 'nodes[id=t2]',
        change: 'moved',
        before: { in: 'nodes[id=section-1].regions.col1', index: 1 },
        after: { in: 'nodes[id=section-1].regions.col1', index: 3 },
      },
    ]);
  });

  it('tells a block moved to another region, with what changed in it', () => {
    const before = view([node('columns', 'cols', {}, { left: col1.slice(0, 2), right: [] })]);
    const [t1, t2] = col1;
    if (!t1 || !t2) throw new Error('two blocks');
    const after = view([
      node('columns', 'cols', {}, { left: [t1], right: [{ ...t2, props: { text: 'Two!' } }] }),
    ]);
    expect(viewFields(before, after)).toEqual([
      {
        path: 'nodes[id=t2]',
        change: 'moved',
        before: { in: 'nodes[id=cols].regions.left', index: 1 },
        after: { in: 'nodes[id=cols].regions.right', index: 0 },
      },
      { path: 'nodes[id=t2].props.text', change: 'changed', before: 'Two', after: 'Two!' },
    ]);
  });

  it('tells a prop edit deep in nested regions by the node id alone', () => {
    const nested = (words: string) =>
      view([
        node(
          'columns',
          'cols',
          {},
          {
            left: [node('container', 'box', {}, { default: [text('deep', words)] })],
          },
        ),
      ]);
    expect(viewFields(nested('Before'), nested('After'))).toEqual([
      { path: 'nodes[id=deep].props.text', change: 'changed', before: 'Before', after: 'After' },
    ]);
  });

  it('tells props added and removed, a type change and a lang', () => {
    const before = view([node('textBlock', 't1', { text: 'One', tag: 'h2' })]);
    const after = view([
      { ...node('heading', 't1', { text: 'One', align: 'center' }), lang: 'en-US' },
    ]);
    expect(viewFields(before, after)).toEqual([
      { path: 'nodes[id=t1].type', change: 'changed', before: 'textBlock', after: 'heading' },
      { path: 'nodes[id=t1].props.align', change: 'added', after: 'center' },
      { path: 'nodes[id=t1].props.tag', change: 'removed', before: 'h2' },
      { path: 'nodes[id=t1].lang', change: 'added', after: 'en-US' },
    ]);
  });

  it('tells an inserted block with children as one change that counts them', () => {
    const card = node('container', 'card', {}, { default: [text('c1', 'A'), text('c2', 'B')] });
    expect(viewFields(view(col1), view([card, ...col1]))).toEqual([
      {
        path: 'nodes[id=card]',
        change: 'added',
        after: {
          type: 'container',
          id: 'card',
          in: 'nodes[id=section-1].regions.col1',
          index: 0,
          inside: 2,
        },
      },
    ]);
  });

  it('tells a block wrapped in a new one as the wrapper added and the block moved', () => {
    const [t1, ...rest] = col1;
    if (!t1) throw new Error('a block');
    const wrapper = node('container', 'wrap', {}, { default: [t1] });
    expect(viewFields(view(col1), view([wrapper, ...rest]))).toEqual([
      {
        path: 'nodes[id=wrap]',
        change: 'added',
        after: {
          type: 'container',
          id: 'wrap',
          in: 'nodes[id=section-1].regions.col1',
          index: 0,
          inside: 1,
        },
      },
      {
        path: 'nodes[id=t1]',
        change: 'moved',
        before: { in: 'nodes[id=section-1].regions.col1', index: 0 },
        after: { in: 'nodes[id=wrap].regions.default', index: 0 },
      },
    ]);
  });

  it('tells a removed block with children as one change', () => {
    const card = node('container', 'card', {}, { default: [text('c1', 'A')] });
    expect(viewFields(view([card, ...col1]), view(col1))).toEqual([
      {
        path: 'nodes[id=card]',
        change: 'removed',
        before: {
          type: 'container',
          id: 'card',
          in: 'nodes[id=section-1].regions.col1',
          index: 0,
          inside: 1,
        },
      },
    ]);
  });

  it('tells a block taken out of a removed one as that one removed and the block moved', () => {
    const [t1, ...rest] = col1;
    if (!t1) throw new Error('a block');
    const wrapper = node('container', 'wrap', {}, { default: [t1, text('gone', 'Gone')] });
    expect(viewFields(view([wrapper, ...rest]), view(col1))).toEqual([
      {
        path: 'nodes[id=t1]',
        change: 'moved',
        before: { in: 'nodes[id=wrap].regions.default', index: 0 },
        after: { in: 'nodes[id=section-1].regions.col1', index: 0 },
      },
      {
        path: 'nodes[id=wrap]',
        change: 'removed',
        before: {
          type: 'container',
          id: 'wrap',
          in: 'nodes[id=section-1].regions.col1',
          index: 0,
          inside: 2,
        },
      },
    ]);
  });

  it('tells a moved section as one move: the blocks inside it keep their place in it', () => {
    const first = node('section', 's1', {}, { col1: col1.slice(0, 2) });
    const second = node('section', 's2', {}, { col1: col1.slice(2) });
    const third = node('section', 's3');
    const page = (...nodes: NodeJson[]) => ({
      id: 'about',
      route: '/about',
      title: 'About',
      nodes,
    });
    expect(viewFields(page(first, second, third), page(second, third, first))).toEqual([
      {
        path: 'nodes[id=s1]',
        change: 'moved',
        before: { in: 'nodes', index: 0 },
        after: { in: 'nodes', index: 2 },
      },
    ]);
  });

  it('tells the fields of the view itself', () => {
    expect(
      viewFields(view(col1), view(col1, { title: 'About us', robots: 'noindex,nofollow' })),
    ).toEqual([
      { path: 'title', change: 'changed', before: 'About', after: 'About us' },
      { path: 'robots', change: 'added', after: 'noindex,nofollow' },
    ]);
  });

  it('tells an empty region that appeared', () => {
    const before = view([node('columns', 'cols', {}, { left: [] })]);
    const after = view([node('columns', 'cols', {}, { left: [], right: [] })]);
    expect(viewFields(before, after)).toEqual([
      { path: 'nodes[id=cols].regions.right', change: 'added', after: [] },
    ]);
  });

  it('compares nodes as plain JSON (by position where ids repeat) when ids are not unique', () => {
    const before = view([text('t1', 'A'), text('t1', 'B')]);
    const after = view([text('t1', 'A'), text('t1', 'C')]);
    expect(viewFields(before, after)).toEqual([
      {
        path: 'nodes[id=section-1].regions.col1[1].props.text',
        change: 'changed',
        before: 'B',
        after: 'C',
      },
    ]);
  });

  it('gives nothing when only the key order of nodes changed', () => {
    const reordered = {
      nodes: [
        {
          regions: { col1: col1.map(({ props, id, type }) => ({ props, id, type })) },
          props: { paddingVertical: 'none' },
          id: 'section-1',
          type: 'section',
        },
      ],
      title: 'About',
      route: '/about',
      id: 'about',
      $schema: '../schemas/view.schema.json',
    };
    expect(
      changesBetween(
        tree({ 'views/about.json': view(col1) }),
        tree({ 'views/about.json': reordered }),
      ),
    ).toEqual([]);
  });
});

describe('summarizeChanges', () => {
  it('says what changed in each file, files apart with ;', () => {
    const before = tree({
      'views/about.json': view([
        text('t1', 'One'),
        node('banner', 'b1', { title: 'A', label: 'B' }),
      ]),
      'documents/news-1.json': document({ title: 'One' }),
    });
    const after = tree({
      'views/about.json': view([
        text('t1', 'One'),
        text('new', 'New'),
        node('banner', 'b1', { title: 'A!', label: 'B!' }),
      ]),
      'documents/news-1.json': document({ title: 'One' }),
      'documents/news-3.json': document({ title: 'Three' }),
    });
    expect(summarizeChanges(changesBetween(before, after))).toBe(
      'documents/news-3.json added; views/about.json: 1 block added, 2 props changed',
    );
  });

  it('counts fields and items outside views, and says changed for whole files', () => {
    const before = tree({
      'site.json': { siteName: 'A', languages: ['en_US'] },
      'media/MC1.jpg': new Uint8Array([1]),
      'notes.txt': textFile('one'),
    });
    const after = tree({
      'site.json': { siteName: 'B', languages: ['en_US', 'fr_FR'] },
      'media/MC1.jpg': new Uint8Array([2]),
      'notes.txt': textFile('two'),
    });
    expect(summarizeChanges(changesBetween(before, after))).toBe(
      'media/MC1.jpg changed; notes.txt changed; site.json: 1 item added, 1 field changed',
    );
  });

  it('names five files and counts the others', () => {
    const files = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [`documents/d${String(index)}.json`, {}]),
    );
    expect(summarizeChanges(changesBetween(undefined, tree(files)))).toBe(
      'documents/d0.json added; documents/d1.json added; documents/d2.json added; ' +
        'documents/d3.json added; documents/d4.json added; and 2 more files',
    );
  });

  it('says so when nothing changed', () => {
    expect(summarizeChanges([])).toBe('no changes');
  });
});
