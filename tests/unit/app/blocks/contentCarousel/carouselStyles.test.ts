import { describe, expect, it } from 'vitest';
import { carouselStylesFromResponse } from '../../../../../app/blocks/contentCarousel/carouselStyles';

const json = (value: unknown) => JSON.stringify(value);

describe('carouselStylesFromResponse', () => {
  const styles = {
    'Inventory Management': [{ slideBorder: '1px solid' }, {}, { slideBorderRadius: '8px' }],
    Other: [{ slideBorder: '3px dashed' }],
  };

  it('reads { adminPanel: record } and keeps the per-slide order', () => {
    const response = { adminPanel: { Id: 'a0X1', Carousel_Styles__c: json(styles) } };
    expect(carouselStylesFromResponse(response, 'Inventory Management')).toEqual([
      { slideBorder: '1px solid' },
      {},
      { slideBorderRadius: '8px' },
    ]);
  });

  it('reads the bare record too', () => {
    const response = { Id: 'a0X1', Carousel_Styles__c: json(styles) };
    expect(carouselStylesFromResponse(response, 'Other')).toEqual([{ slideBorder: '3px dashed' }]);
  });

  it.each(['  inventory management  ', 'INVENTORY MANAGEMENT', 'Inventory Management '])(
    'matches the name %j trimmed and case-insensitively',
    (name) => {
      const response = { adminPanel: { Carousel_Styles__c: json(styles) } };
      expect(carouselStylesFromResponse(response, name)).toHaveLength(3);
    },
  );

  it('matches a stored key that has spaces or another case', () => {
    const response = {
      Carousel_Styles__c: json({ ' inventory MANAGEMENT ': [{ slideBorder: '1px' }] }),
    };
    expect(carouselStylesFromResponse(response, 'Inventory Management')).toEqual([
      { slideBorder: '1px' },
    ]);
  });

  it('reads the only custom long-text field when the field has another name', () => {
    const response = { adminPanel: { Id: 'a0X1', Styles_JSON__c: json(styles) } };
    expect(carouselStylesFromResponse(response, 'Other')).toEqual([{ slideBorder: '3px dashed' }]);
  });

  it('treats a single style object as a one-slide list', () => {
    const response = { Carousel_Styles__c: json({ Other: { slideBorder: '1px' } }) };
    expect(carouselStylesFromResponse(response, 'Other')).toEqual([{ slideBorder: '1px' }]);
  });

  it.each([
    ['no matching name', { Carousel_Styles__c: json(styles) }, 'Unknown'],
    ['invalid JSON', { Carousel_Styles__c: '{not json' }, 'Other'],
    ['JSON that is not a map', { Carousel_Styles__c: json(['Other']) }, 'Other'],
    ['a null field', { Carousel_Styles__c: null }, 'Other'],
    ['no record', null, 'Other'],
    ['a string response', 'styles', 'Other'],
  ])('gives default styling for %s', (_, response, name) => {
    expect(carouselStylesFromResponse(response, name)).toEqual([]);
  });
});
