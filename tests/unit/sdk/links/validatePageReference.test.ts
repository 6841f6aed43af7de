import { describe, expect, it } from 'vitest';
import { validatePageReference } from '@about-site/sdk/links';

describe('validatePageReference', () => {
  it('returns the canonical form: trimmed, unknown attributes dropped, empty state omitted', () => {
    expect(
      validatePageReference({
        type: 'standard__recordPage',
        attributes: {
          objectApiName: ' Account ',
          recordId: '001xx000003DGbXAAW',
          actionName: 'view',
        },
        state: {},
      }),
    ).toEqual({
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Account', recordId: '001xx000003DGbXAAW' },
    });
  });

  it('reads an unknown type as a web page', () => {
    expect(
      validatePageReference({ type: 'comm__namedPage', attributes: { url: '#top', name: 'x' } }),
    ).toEqual({
      type: 'standard__webPage',
      attributes: { url: '#top' },
    });
  });

  it('prefers urlName for a knowledge article that has both', () => {
    expect(
      validatePageReference({
        type: 'standard__recordPage',
        attributes: {
          objectApiName: 'Knowledge__kav',
          urlName: 'faq',
          recordId: 'ka0xx0000000001AAA',
        },
      }),
    ).toEqual({
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Knowledge__kav', urlName: 'faq' },
    });
  });

  it('accepts a category by record id', () => {
    expect(
      validatePageReference({
        type: 'standard__recordPage',
        attributes: { objectApiName: 'ProductCategory', recordId: '0ZGxx0000000001AAA' },
      }),
    ).toEqual({
      type: 'standard__recordPage',
      attributes: { objectApiName: 'ProductCategory', recordId: '0ZGxx0000000001AAA' },
    });
  });

  it('drops an empty search term', () => {
    expect(validatePageReference({ type: 'standard__search', state: { term: '  ' } })).toEqual({
      type: 'standard__search',
    });
  });

  it('does not take an API-name-like word for a record id', () => {
    expect(() =>
      validatePageReference({
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Account', recordId: 'AccountContacts' },
      }),
    ).toThrow(/attributes\.recordId/);
  });

  it('names a state that is not an object of strings', () => {
    const about = { type: 'standard__namedPage', attributes: { name: 'About' } };
    expect(() => validatePageReference({ ...about, state: [] as never })).toThrow(
      expect.objectContaining({ part: 'state', problem: 'invalid' }),
    );
    expect(() =>
      validatePageReference({
        type: 'standard__objectPage',
        attributes: { objectApiName: 'Case' },
        state: { filterName: 'Recent', page: 2 },
      }),
    ).toThrow(expect.objectContaining({ part: 'state.page', problem: 'invalid' }));
  });

  it('keeps the named state parts first, then the others in their order', () => {
    const reference = validatePageReference({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case' },
      state: { page: '2', filterName: ' Recent ', sort: 'date' },
    });
    expect(reference).toEqual({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case' },
      state: { filterName: 'Recent', page: '2', sort: 'date' },
    });
    expect(Object.keys(reference.type === 'standard__objectPage' ? reference.state : {})).toEqual([
      'filterName',
      'page',
      'sort',
    ]);
  });
});
