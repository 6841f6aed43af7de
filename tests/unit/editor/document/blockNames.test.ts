import { describe, expect, it } from 'vitest';
import { blockLabelOf, blockNameOf, wordsOf } from '../../../../editor/document/blockNames';
import { block } from '../../support/editorViews';

describe('blockLabelOf', () => {
  it('gives the contract’s label, or the type for a type no contract declares', () => {
    expect(blockLabelOf('textBlock')).toBe('Text Block');
    expect(blockLabelOf('userDataProvider')).not.toBe('userDataProvider');
    expect(blockLabelOf('mysteryBlock')).toBe('mysteryBlock');
  });
});

describe('blockNameOf', () => {
  it('names a block by its label and its copy', () => {
    expect(blockNameOf(block('textBlock', 't', { text: 'Who we are' }))).toBe(
      'Text Block: Who we are',
    );
  });

  it('shows the first six words of the copy', () => {
    const text = 'Quayline builds FieldLedger, cloud supply-chain software for service companies.';
    expect(blockNameOf(block('textBlock', 't', { text }))).toBe(
      'Text Block: Quayline builds FieldLedger, cloud supply-chain software',
    );
  });

  it('takes the first copy prop, in the contract’s order, that has words', () => {
    const banner = block('banner', 'b', {
      title: '   ',
      primaryButtonLabel: 'Learn More',
      secondaryButtonLabel: 'Contact Us',
    });
    expect(blockNameOf(banner)).toBe('Banner: Learn More');
  });

  it('reads no setting as copy', () => {
    const button = block('button', 'b', { url: 'https://example.com', assistiveText: 'Opens' });
    expect(blockNameOf(button)).toBe('Button: Opens');
  });

  it('is the label alone for a block with no copy, a copy that is not text, or no contract', () => {
    expect(blockNameOf(block('textBlock', 't'))).toBe('Text Block');
    expect(blockNameOf(block('textBlock', 't', { text: 42 }))).toBe('Text Block');
    expect(blockNameOf(block('section', 's', { backgroundColor: 'red' }))).toBe('Section');
    expect(blockNameOf(block('mysteryBlock', 'm', { text: 'Hello' }))).toBe('mysteryBlock');
  });

  it('reads rich text as its words', () => {
    const text =
      '<p>Rich text with <strong>bold</strong>, a <a href="#">link</a>&nbsp;and more</p>';
    expect(blockNameOf(block('textBlock', 't', { text, richText: true }))).toBe(
      'Text Block: Rich text with bold, a link',
    );
  });

  it('reads the end of a paragraph or a list item as a space', () => {
    const text = '<p>One</p><p>two</p><ul><li>three</li><li>four<br>five</li></ul>';
    expect(wordsOf(text)).toEqual(['One', 'two', 'three', 'four', 'five']);
  });

  it('skips rich text with no words for the next copy prop', () => {
    const node = block('textBlock', 't', { text: '<p> </p>', linkAssistiveText: 'Read on' });
    expect(blockNameOf(node)).toBe('Text Block: Read on');
  });

  it('shows a binding as it is written', () => {
    expect(blockNameOf(block('textBlock', 't', { text: '{!Record.body}' }))).toBe(
      'Text Block: {!Record.body}',
    );
  });
});

describe('wordsOf', () => {
  it('reads character references', () => {
    expect(wordsOf('Fish &amp; chips &lt;3 it&#8217;s caf&#xE9; &#X41;')).toEqual([
      'Fish',
      '&',
      'chips',
      '<3',
      'it’s',
      'café',
      'A',
    ]);
  });

  it('leaves an unknown or impossible reference as written', () => {
    expect(wordsOf('&bogus; &#0; &#x110000;')).toEqual(['&bogus;', '&#0;', '&#x110000;']);
  });

  it('splits on any white space, a line break too', () => {
    expect(wordsOf(' one\ntwo\tthree  ')).toEqual(['one', 'two', 'three']);
  });
});
