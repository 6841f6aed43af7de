import { describe, expect, it } from 'vitest';
import {
  CMS_TYPE_PREFIX,
  MASTER_RECORD_TYPE_ID,
  RECORD_TYPE_ID_PREFIX,
  isCmsType,
  pickFields,
  readDataProvider,
} from '../../../app/views/dataProvider';

describe('data-provider configuration', () => {
  it("names the platform's constants", () => {
    expect(MASTER_RECORD_TYPE_ID).toBe('012000000000000AAA');
    expect(RECORD_TYPE_ID_PREFIX).toBe('012');
    expect(CMS_TYPE_PREFIX).toBe('sfdc_cms__');
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
      recordTypeId: '012Hn000000ABCDEFG',
      fields: ['title', 'excerpt'],
      isPreviewMode: true,
    });
  });

  it('treats the master record type, and ids of other objects, as no record type', () => {
    const idOf = (sfdcId: unknown) => readDataProvider({ sfdcId }, 'Item').recordTypeId;
    expect(idOf(MASTER_RECORD_TYPE_ID)).toBeUndefined();
    expect(idOf(MASTER_RECORD_TYPE_ID.slice(0, 15))).toBeUndefined();
    expect(idOf('001Hn000000ABCDEFG')).toBeUndefined();
    expect(idOf('012short')).toBeUndefined();
    expect(idOf('012Hn000000ABCD')).toBe('012Hn000000ABCD');
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
