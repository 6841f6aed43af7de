// The platform's identifiers as page references and site URLs carry them.

const API_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// A record id is 15 or 18 letters and digits and always holds a digit (key prefix, pod, counter);
// requiring one keeps API-name-like words such as `AccountContacts` from passing for ids.
const RECORD_ID = /^(?=[A-Za-z]*[0-9])[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;
const CONTENT_KEY = /^MC[A-Z0-9]{26}$/;
/** The platform's locale form: a language, then optionally a script and a country (`zh_Hant_TW`). */
const LOCALE = /^[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|\d{3}))?$/;

/** An API name: a letter, then letters, digits and underscores (`Account`, `sfdc_cms__news`). */
export const isApiName = (text: string): boolean => API_NAME.test(text);
export const isRecordId = (text: string): boolean => RECORD_ID.test(text);
/** A managed-content key: `MC` and 26 capital letters or digits. */
export const isContentKey = (text: string): boolean => CONTENT_KEY.test(text);
/** A language as the platform writes it: `fr_FR`, `de`, `zh_Hant_TW`. */
export const isLocale = (value: unknown): value is string =>
  typeof value === 'string' && LOCALE.test(value);
