import { describe, expect, it } from 'vitest';
import {
  readXliff,
  writeXliff,
  XliffFormatError,
  type XliffUnit,
} from '../../../../content-model/cli/xliffDocument';
import {
  contentText,
  InlineEncoder,
  plainContent,
} from '../../../../content-model/cli/xliffInline';

/** `html` through a unit and back, as an import reads an unchanged export. */
function throughUnit(html: string): string {
  const encoder = new InlineEncoder();
  return contentText(encoder.encode(html), 'html', encoder.data);
}

describe('HTML as XLIFF inline codes', () => {
  it('makes an element that opens and closes a <pc> around its text, pointing at its markup', () => {
    const encoder = new InlineEncoder();
    expect(
      encoder.encode('<p class="lead">Hello <a href="/x?a=1&amp;b=2" title="a>b">you</a></p>'),
    ).toEqual([
      {
        kind: 'pc',
        id: '1',
        dataRefStart: 'd1',
        dataRefEnd: 'd2',
        content: [
          { kind: 'text', text: 'Hello ' },
          {
            kind: 'pc',
            id: '2',
            dataRefStart: 'd3',
            dataRefEnd: 'd4',
            content: [{ kind: 'text', text: 'you' }],
          },
        ],
      },
    ]);
    expect([...encoder.data]).toEqual([
      ['d1', '<p class="lead">'],
      ['d2', '</p>'],
      ['d3', '<a href="/x?a=1&amp;b=2" title="a>b">'],
      ['d4', '</a>'],
    ]);
  });

  it('makes void elements, comments, unpaired tags and entities XML lacks <ph> codes', () => {
    const encoder = new InlineEncoder();
    const content = encoder.encode('<p><b>a<br>b&nbsp;c</p><img src="x.png" alt=""/><!-- note -->');
    expect(content).toEqual([
      {
        kind: 'pc',
        id: '1',
        dataRefStart: 'd1',
        dataRefEnd: 'd2',
        content: [
          { kind: 'ph', id: '2', dataRef: 'd3' },
          { kind: 'text', text: 'a' },
          { kind: 'ph', id: '3', dataRef: 'd4' },
          { kind: 'text', text: 'b' },
          { kind: 'ph', id: '4', dataRef: 'd5' },
          { kind: 'text', text: 'c' },
        ],
      },
      { kind: 'ph', id: '5', dataRef: 'd6' },
      { kind: 'ph', id: '6', dataRef: 'd7' },
    ]);
    expect(encoder.data.get('d3')).toBe('<b>');
    expect(encoder.data.get('d5')).toBe('&nbsp;');
  });

  it("gives text as text: XML's entities and character references read, & < > written back escaped", () => {
    const encoder = new InlineEncoder();
    expect(encoder.encode('Tom &amp; Jerry&#8217;s &lt;tag&gt; & more')).toEqual([
      { kind: 'text', text: 'Tom & Jerry’s <tag> & more' },
    ]);
    expect(throughUnit('Tom &amp; Jerry&#8217;s &lt;tag&gt; & more')).toBe(
      'Tom &amp; Jerry’s &lt;tag&gt; &amp; more',
    );
  });

  it('gives back the HTML as it was when it is written as this tool writes it', () => {
    for (const html of [
      '<p>FieldLedger <strong>1.0</strong></p><ul><li>One</li><li>Two</li></ul>',
      '<h3>Title</h3><p>a &amp; b<br>c</p>',
      'plain text, no markup',
      '',
    ]) {
      expect(throughUnit(html)).toBe(html);
    }
  });

  it("keeps a target's codes the ids of the source's codes they match", () => {
    const encoder = new InlineEncoder();
    const source = encoder.encode('<p>one</p><p>two</p>');
    const target = encoder.encode('<p>deux</p><br><p>un</p>', source);
    expect(target.map((inline) => (inline.kind === 'text' ? inline.text : inline.id))).toEqual([
      '1',
      '3',
      '2',
    ]);
    expect(contentText(target, 'html', encoder.data)).toBe('<p>deux</p><br><p>un</p>');
  });

  it('refuses a code naming markup the unit has not', () => {
    expect(() => contentText([{ kind: 'ph', id: '1', dataRef: 'd9' }], 'html', new Map())).toThrow(
      'names data "d9", which the unit has not',
    );
  });
});

const unit = (source: string, target?: string): XliffUnit => ({
  id: 'u1',
  notes: [],
  data: new Map(),
  state: 'translated',
  source: plainContent(source),
  ...(target === undefined ? {} : { target: plainContent(target) }),
});

const document = (units: XliffUnit[]) => ({
  srcLang: 'en-US',
  trgLang: 'fr-FR',
  files: [{ id: 'views.about.json', original: 'views/about.json', units }],
});

describe('XLIFF 2.0 documents', () => {
  it('keep any text exactly: whitespace, CR and characters XML cannot hold (as <cp>)', () => {
    const text = '  two  spaces\r\nCRLF\ttab \u0001 <&> "quoted" \'single\' ]]> end  ';
    const xliff = writeXliff(document([unit(text, text)]));
    expect(xliff).toContain('<cp hex="000D"/>');
    expect(xliff).toContain('<cp hex="0001"/>');
    const [read] = readXliff(xliff).files[0]?.units ?? [];
    expect(read?.source).toEqual([{ kind: 'text', text }]);
    expect(read?.target).toEqual([{ kind: 'text', text }]);
  });

  it('read a unit a tool split into segments as one, initial while any segment is', () => {
    const xliff = writeXliff(document([unit('One. Two.', 'Un. Deux.')])).replace(
      /<segment state="translated">[\s\S]*<\/segment>/,
      '<segment state="final"><source>One.</source><target>Un.</target></segment>' +
        '<ignorable><source> </source></ignorable>' +
        '<segment><source>Two.</source><target>Deux.</target></segment>',
    );
    const [read] = readXliff(xliff).files[0]?.units ?? [];
    expect(read).toMatchObject({
      state: 'initial',
      source: [{ kind: 'text', text: 'One. Two.' }],
      target: [{ kind: 'text', text: 'Un. Deux.' }],
    });
  });

  it('refuse another version of XLIFF and an unknown state, naming the unit', () => {
    const xliff = writeXliff(document([unit('a', 'b')]));
    expect(() =>
      readXliff(
        xliff.replace(
          'urn:oasis:names:tc:xliff:document:2.0',
          'urn:oasis:names:tc:xliff:document:1.2',
        ),
      ),
    ).toThrow(XliffFormatError);
    expect(() => readXliff(xliff.replace('state="translated"', 'state="done"'))).toThrow(
      "file views/about.json, unit u1: a segment's state is one of initial, translated, reviewed, final",
    );
  });
});
