import { isBinding } from '../fieldValues';

/** The kinds of link the site's link rules accept, each with what its address starts with. */
export const LINK_KINDS = [
  { kind: 'page', name: 'Page of this site', prefix: '/', example: '/about' },
  { kind: 'web', name: 'Web address', prefix: 'https://', example: 'https://example.com' },
  { kind: 'section', name: 'Section of this page', prefix: '#', example: '#team' },
  { kind: 'email', name: 'Email address', prefix: 'mailto:', example: 'mailto:hello@example.com' },
  { kind: 'phone', name: 'Phone number', prefix: 'tel:', example: 'tel:+441234567890' },
] as const;

export type LinkKind = (typeof LINK_KINDS)[number]['kind'] | 'binding';

/** The kind of link `url` is, as an author would call it; a binding is filled in as the page renders. */
export function linkKindOf(url: string): LinkKind {
  const link = url.trim();
  if (isBinding(url)) return 'binding';
  if (link.startsWith('#')) return 'section';
  if (/^mailto:/i.test(link)) return 'email';
  if (/^tel:/i.test(link)) return 'phone';
  if (link.startsWith('/')) return 'page';
  return 'web';
}

/** What a link of `kind` must look like, in words for a problem at the field. */
export function linkRuleOf(kind: LinkKind): string {
  const found = LINK_KINDS.find((each) => each.kind === kind);
  return found === undefined
    ? 'a link the site accepts'
    : `${found.name.toLowerCase()}, such as ${found.example}`;
}
