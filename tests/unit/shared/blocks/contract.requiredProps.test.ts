import { describe, expect, it } from 'vitest';
import { parseButtonProps } from '../../../../app/blocks/button/buttonProps';
import { parseContentCardProps } from '../../../../app/blocks/contentCard/contentCardProps';
import { parseContentCarouselProps } from '../../../../app/blocks/contentCarousel/contentCarouselProps';
import { parseImageProps } from '../../../../app/blocks/image/imageProps';
import { parseTextBlockProps } from '../../../../app/blocks/textBlock/textBlockProps';
import { BLOCK_CONTRACTS, contractOf } from '../../../../shared/blocks/catalog';
import { missingRequiredProp as missingRequiredPropOf } from '../../../../shared/blocks/contract';

const missingRequiredProp = (type: string, props: Record<string, unknown>) =>
  missingRequiredPropOf(contractOf(type), props);

/** Each block's required prop, as its contract declares it. */
const REQUIRED_BLOCK_PROPS = Object.fromEntries(
  BLOCK_CONTRACTS.flatMap((contract) =>
    contract.required ? [[contract.type, contract.required] as const] : [],
  ),
);

/**
 * For each block with required props: the state its normaliser gives without them, in which the
 * component renders nothing (or an empty box).
 */
const EMPTY: Readonly<Record<string, (raw: Record<string, unknown>) => boolean>> = {
  textBlock: (raw) => {
    const { content } = parseTextBlockProps(raw);
    return content.kind === 'text' ? content.text === '' : content.source === '';
  },
  button: (raw) => parseButtonProps(raw).label === '',
  image: (raw) => parseImageProps(raw).image === null,
  contentCard: (raw) => {
    const card = parseContentCardProps(raw);
    return card.contentId === '' && card.title === '';
  },
  contentCarousel: (raw) => parseContentCarouselProps(raw).contentKey === '',
};

const VALUES: Readonly<Record<string, unknown>> = {
  text: 'Our Mission',
  label: 'Learn more',
  imageInfo: { Url: 'https://www.quayline.com/a.jpg' },
  url: '/about.jpg',
  contentId: 'MCDGRQX6R2ATR7WZNWAVINURYULL',
  title: '2014 - 2015',
  contentKey: 'MCDGRQX6R2ATR7WZNWAVINURYULL',
};

describe.each(Object.entries(REQUIRED_BLOCK_PROPS))('%s', (type, required) => {
  const isEmpty = EMPTY[type];
  if (!isEmpty) throw new Error(`no empty state listed for ${type}`);

  it('is missing its prop when it is absent or blank, and then renders nothing', () => {
    for (const props of [{}, Object.fromEntries(required.anyOf.map((name) => [name, '  ']))]) {
      expect(missingRequiredProp(type, props)).toBe(required);
      expect(isEmpty(props)).toBe(true);
    }
  });

  it.each(required.anyOf.map((name) => [name]))('renders with %s alone', (name) => {
    const props = { [name]: VALUES[name] };
    expect(missingRequiredProp(type, props)).toBeUndefined();
    expect(isEmpty(props)).toBe(false);
  });

  it('counts a binding as a value', () => {
    expect(missingRequiredProp(type, { [required.anyOf[0]]: '{!Item.value}' })).toBeUndefined();
  });
});

it('asks nothing of blocks without required props', () => {
  expect(missingRequiredProp('section', {})).toBeUndefined();
  expect(missingRequiredProp('banner', {})).toBeUndefined();
});
