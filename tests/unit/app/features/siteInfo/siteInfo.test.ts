import { describe, expect, it } from 'vitest';
import { readSiteInfo } from '../../../../../app/features/siteInfo/siteInfo';

const minimal = { companyName: 'Quayline Software, Inc.', productName: 'FieldLedger' };

describe('readSiteInfo', () => {
  it('reads the helper content and fills the optional parts with their defaults', () => {
    expect(readSiteInfo(minimal)).toEqual({
      ...minimal,
      tagline: '',
      socialLinks: [],
      copyright: '',
    });
  });

  it('keeps contacts, address and social links', () => {
    const full = {
      ...minimal,
      tagline: 'Inventory that keeps up with your technicians.',
      supportEmail: 'support@quayline.example',
      salesEmail: 'sales@quayline.example',
      phone: '+1 (415) 555-0134',
      address: {
        street: '500 Harbor Way',
        city: 'Oakland',
        state: 'CA',
        postalCode: '94607',
        country: 'United States',
      },
      socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/quayline' }],
      copyright: '© 2025 Quayline Software, Inc.',
    };
    expect(readSiteInfo(full)).toEqual(full);
  });

  it.each([
    ['an empty company name', { ...minimal, companyName: '' }],
    ['no product name', { companyName: 'Quayline' }],
    ['an invalid email', { ...minimal, supportEmail: 'not an email' }],
    ['a social link without a url', { ...minimal, socialLinks: [{ label: 'X', url: '' }] }],
    [
      'an address without a city',
      { ...minimal, address: { street: 'a', postalCode: '1', country: 'b' } },
    ],
    ['not an object', 'Quayline'],
    ['nothing', null],
  ])('gives null for content with %s', (_case, response) => {
    expect(readSiteInfo(response)).toBeNull();
  });
});
