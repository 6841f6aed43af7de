import type { MessageKey, MessageValues } from '../../shared/i18n/uiMessages';
import { useSiteConfig } from '../config/SiteConfigContext';

/** A message's values argument: none for a message without placeholders. */
type ValuesArgument<Key extends MessageKey> = [keyof MessageValues<Key>] extends [never]
  ? []
  : [values: MessageValues<Key>];

/** A message by name, its placeholders filled: `t('slideNumber', { number: 2 })`. */
export type Translate = <Key extends MessageKey>(
  key: Key,
  ...values: ValuesArgument<Key>
) => string;

/** `{name}` placeholders filled from `values`; one without a value is left as written. */
function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** Reads messages from a table of them by name (the page's, from its site config). */
function translator(messages: Readonly<Record<string, string>>): Translate {
  return (key, ...values) => formatMessage(messages[key] ?? key, values[0]);
}

/** One translator per page's messages, so `t` keeps its identity from render to render. */
const translators = new WeakMap<Readonly<Record<string, string>>, Translate>();
const NO_MESSAGES: Readonly<Record<string, string>> = {};

/**
 * The site's own words in the page's language, from the site config: the server renders with
 * them, and the browser loads only its page's language's (`loadMessages`), never every language's.
 */
export function useMessages(): Translate {
  const { messages = NO_MESSAGES } = useSiteConfig();
  let translate = translators.get(messages);
  if (!translate) {
    translate = translator(messages);
    translators.set(messages, translate);
  }
  return translate;
}
