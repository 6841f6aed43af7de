import { describe, expect, it } from 'vitest';
import { parseSlideStyle } from '../../../../../app/blocks/contentCarousel/slideStyleSchema';

describe('parseSlideStyle', () => {
  it('keeps every documented field with safe values', () => {
    const style = {
      slideBorder: '1px solid #d6dee6',
      slideBorderRadius: '8px',
      slideBackgroundColor: 'rgb(244, 247, 250)',
      callToActionButton: {
        label: 'Read more',
        border: '2px solid #0b3d5c',
        borderRadius: '999px',
        color: '#ffffff',
        backgroundColor: 'var(--color-brand)',
      },
      directionalButtonsStyle: {
        border: 'none',
        borderRadius: '50%',
        color: 'navy',
        backgroundColor: 'hsl(200 80% 20% / 0.9)',
      },
      titleStyle: { fontSize: 1.6, fontWeight: 'bold', color: '#0b3d5c' },
      excerptStyle: { fontSize: '1rem', fontWeight: 400, color: '#4a5d6e' },
    };
    expect(parseSlideStyle(style)).toEqual({
      ...style,
      excerptStyle: { fontSize: 1, fontWeight: '400', color: '#4a5d6e' },
    });
  });

  it("drops values that are empty, null or 'MALFORMED_ID', at any depth", () => {
    expect(
      parseSlideStyle({
        slideBorder: '',
        slideBorderRadius: null,
        slideBackgroundColor: 'MALFORMED_ID',
        callToActionButton: { label: '  ', color: ' MALFORMED_ID ', border: '1px solid red' },
        directionalButtonsStyle: { color: null },
        titleStyle: { fontSize: '', fontWeight: 'MALFORMED_ID', color: '#123456' },
      }),
    ).toEqual({
      callToActionButton: { border: '1px solid red' },
      titleStyle: { color: '#123456' },
    });
  });

  it.each([
    'url(https://evil.example/x.png)',
    'URL(javascript:alert(1))',
    'expression(alert(1))',
    'red; background: blue',
    'red } body { display: none',
    'red { }',
    '"quoted"',
    'image-set(a.png 1x)',
    'red /* comment */',
    '<script>',
    'a\\62 c',
    'x'.repeat(121),
  ])('rejects the unsafe value %s and keeps the rest', (value) => {
    expect(parseSlideStyle({ slideBorder: value, slideBorderRadius: '4px' })).toEqual({
      slideBorderRadius: '4px',
    });
  });

  it.each([
    [1.6, 1.6],
    ['2', 2],
    ['1.25rem', 1.25],
  ])('reads the font size %s as %s rem', (input, rem) => {
    expect(parseSlideStyle({ titleStyle: { fontSize: input } })).toEqual({
      titleStyle: { fontSize: rem },
    });
  });

  it.each([0, -1, 11, '16px', 'large', '1e3'])('rejects the font size %s', (fontSize) => {
    expect(parseSlideStyle({ titleStyle: { fontSize } })).toEqual({});
  });

  it.each(['normal', 'bold', 700, '300'])('accepts the font weight %s', (fontWeight) => {
    expect(parseSlideStyle({ excerptStyle: { fontWeight } })).toEqual({
      excerptStyle: { fontWeight: String(fontWeight) },
    });
  });

  it.each(['heavy', 750, '1000;'])('rejects the font weight %s', (fontWeight) => {
    expect(parseSlideStyle({ excerptStyle: { fontWeight } })).toEqual({});
  });

  it('keeps a long label within 60 characters only', () => {
    expect(parseSlideStyle({ callToActionButton: { label: 'x'.repeat(61) } })).toEqual({});
  });

  it.each([null, 'style', 42, ['slideBorder']])('gives no style for %s', (raw) => {
    expect(parseSlideStyle(raw)).toEqual({});
  });

  it('drops a nested style that is not an object', () => {
    expect(parseSlideStyle({ titleStyle: 'big', slideBorder: '1px solid' })).toEqual({
      slideBorder: '1px solid',
    });
  });
});
