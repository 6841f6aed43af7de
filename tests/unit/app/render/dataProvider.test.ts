import { describe, expect, it } from 'vitest';
import { isCmsType, pickFields, readDataProvider } from '../../../../app/render/dataProvider';

describe('data-provider configuration', () => {
  it("knows the platform's managed-content prefix, sfdc_cms__", () => {
    expect(isCmsType('sfdc_cms__image')).toBe(true);
    expect(isCmsType('sfdc_news')).toBe(false);
  });

  it('reads the sfdc fields with their fallbacks', () => {
    expect(readDataProvider({}, 'Item')).toEqual({ expressionKey: 'Item', isPreviewMode: false });
    expect(
      readDataProvider(
        {
          sfdcExpressionKey: 'Story',
          sfdcType: ' sfdc_cms__news ',
          sfdcId: '012Hn000000ABCDEFG',
          sfdcFields: ['title', ' excerpt ', 'bad name', 3],
          sfdcIsPreviewMode: 'true',
        },
        'Item',
      ),
    ).toEqual({
      expressionKey: 'Story',
      type: 'sfdc_cms__news',
      fields: ['title', 'excerpt'],
      isPreviewMode: true,
    });
  });

  it('reads the preview flag as a builder flag', () => {
    const preview = (flag: unknown) => readDataProvider({ sfdcIsPreviewMode: flag }, 'Item');
    expect(preview(' TRUE ').isPreviewMode).toBe(true);
    expect(preview('yes').isPreviewMode).toBe(false);
  });

  it('keeps a plain identifier as the expression key', () => {
    expect(readDataProvider({ sfdcExpressionKey: 'a.b' }, 'User').expressionKey).toBe('User');
    expect(readDataProvider({ sfdcExpressionKey: '1st' }, 'User').expressionKey).toBe('User');
  });

  it('tells managed-content types from objects', () => {
    expect(isCmsType('sfdc_cms__news')).toBe(true);
    expect(isCmsType('sfdc_cms__')).toBe(false);
    expect(isCmsType('Account')).toBe(false);
  });

  it('binds only the named fields, a dotted name keeping its top field', () => {
    const record = { title: 'T', contentBody: { excerpt: 'E' }, secret: 1 };
    expect(pickFields(record, undefined)).toBe(record);
    expect(pickFields(record, ['title', 'contentBody.excerpt'])).toEqual({
      title: 'T',
      contentBody: { excerpt: 'E' },
    });
  });
});
