/** Ids and keys of the fixture content (tests/fixtures/content). */
export const SITE_ID = '0DM5f000000bnVWGAY';
export const CHANNEL_ID = '0ap5f000000CmZ4AAK';
export const COMMUNITY_ID = '0DB5f000000TR6xGAG';
export const PREVIEW_USER_ID = '0055f00000AbCdEAAV';

export const KEYS = {
  banner: 'MCUJZDEGXDNCF32EPF3DHODZDOCI',
  portrait: 'MCS2JHTLGMXGEDN73U55XTPLPFT7',
  thumb: 'MCV4SEH2KVJ72CEUVW75EFR6EDT4',
  newsA: 'MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2',
  newsB: 'MCWYOJFLJOOA7LQSAJ2XUID5ZZZZ',
  newsC: 'MCG6ZDMEN4KHVDGAJGXBENYJQWX6',
  collection: 'MCHH7566TFJGVQ6KBNXJBTFQXKWO',
} as const;

export const IDS = {
  banner: '20Y3CXlMaXZjljENUh',
  newsA: '20YNGMGmSrCGIZEG8p',
  newsB: '20YSH4487q7J58m1Ci',
} as const;

/** A content key nobody uses, of the right form. */
export const UNKNOWN_KEY = 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const API = '/services/data/v64.0/connect';
export const SITE_CONTENTS = `${API}/sites/${SITE_ID}/cms/delivery/contents`;
export const CHANNEL_CONTENTS = `${API}/cms/delivery/channels/${CHANNEL_ID}/contents`;
