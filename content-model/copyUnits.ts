import { contractOf } from '../shared/blocks/catalog';
import { copyPropsOf } from '../shared/blocks/contract';
import { languageTag } from '../shared/pageLanguage';
import type { View, ViewNode } from '../shared/viewSchema';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import type { SeoRecord } from './schemas/seoSchema';

/**
 * One piece of copy a translator translates: its id in its file (`title`, `<nodeId>.<prop>`, a
 * SEO field's name) and its text in the source language.
 */
export interface CopyUnit {
  id: string;
  text: string;
}

/** A unit's translation: the source text it was made from, and the translated text. */
interface TranslatedUnit {
  source: string;
  target: string;
}

export type TranslatedUnits = Readonly<Record<string, TranslatedUnit>>;

/** A value that is only a binding (`{!Record.title}`) is data, not copy. */
const WHOLE_BINDING = /^\s*\{![^}]+\}\s*$/;

function isCopy(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !WHOLE_BINDING.test(value);
}

function nodesOf(nodes: readonly ViewNode[]): ViewNode[] {
  return nodes.flatMap((node) => [node, ...nodesOf(Object.values(node.regions ?? {}).flat())]);
}

function nodeUnits(node: ViewNode): CopyUnit[] {
  return copyPropsOf(contractOf(node.type)).flatMap((prop) => {
    const value = node.props?.[prop];
    return isCopy(value) ? [{ id: `${node.id}.${prop}`, text: value }] : [];
  });
}

/** A view's copy, in page order: its title, then each block's copy props (its contract's `COPY`). */
export function viewCopyUnits(view: View): CopyUnit[] {
  return [{ id: 'title', text: view.title }, ...nodesOf(view.nodes).flatMap(nodeUnits)];
}

/** A SEO record's copy: its fields, by name. */
export function seoCopyUnits(record: SeoRecord): CopyUnit[] {
  return Object.entries(record.fields)
    .filter(([, text]) => isCopy(text))
    .map(([id, text]) => ({ id, text }));
}

/**
 * The site helper content's copy (`apex/getContentTwo.json`, the footer): its tagline, copyright,
 * the address's country and the footer links' labels. Names, addresses and urls stay as they are.
 */
export function siteHelperCopyUnits(content: JsonValue): CopyUnit[] {
  const record = asRecord(content);
  if (!record) return [];
  const units: CopyUnit[] = [];
  const add = (id: string, value: unknown) => {
    if (isCopy(value)) units.push({ id, text: value });
  };
  add('tagline', record.tagline);
  add('copyright', record.copyright);
  add('address.country', asRecord(record.address)?.country);
  const links = Array.isArray(record.footerLinks) ? record.footerLinks : [];
  links.forEach((link, index) => {
    add(`footerLinks.${String(index)}.label`, asRecord(link)?.label);
  });
  return units;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The site helper content in another language: each translated unit's text replaced. */
export function translateSiteHelper(content: JsonValue, translated: TranslatedUnits): JsonValue {
  const copy = structuredClone(content);
  for (const unit of siteHelperCopyUnits(content)) {
    const target = translated[unit.id]?.target;
    if (target === undefined) continue;
    const path = unit.id.split('.');
    const last = path.pop() ?? '';
    let at: unknown = copy;
    for (const key of path)
      at = asRecord(at)?.[key] ?? (Array.isArray(at) ? at[Number(key)] : undefined);
    const parent = asRecord(at);
    if (parent) parent[last] = target;
  }
  return copy;
}

/** Each carousel slide style's call-to-action label, by `<carousel>.<slide>.callToActionButton.label`. */
function carouselLabels(
  record: CarouselStylesRecord,
): { id: string; style: Record<string, unknown> }[] {
  return Object.entries(record.Carousel_Styles__c).flatMap(([carousel, styles]) =>
    styles.flatMap((style, index) => {
      const button = asRecord(style.callToActionButton);
      return button
        ? [{ id: `${carousel}.${String(index)}.callToActionButton.label`, style: button }]
        : [];
    }),
  );
}

/** The carousels' copy (`apex/carouselStyles.json`): their call-to-action labels; the rest is style. */
export function carouselStylesCopyUnits(record: CarouselStylesRecord): CopyUnit[] {
  return carouselLabels(record).flatMap(({ id, style }) =>
    isCopy(style.label) ? [{ id, text: style.label }] : [],
  );
}

/** The carousel styles in another language: each translated label replaced. */
export function translateCarouselStyles(
  record: CarouselStylesRecord,
  translated: TranslatedUnits,
): CarouselStylesRecord {
  const copy = structuredClone(record);
  for (const { id, style } of carouselLabels(copy)) {
    const target = translated[id]?.target;
    if (target !== undefined) style.label = target;
  }
  return copy;
}

/** The units of a translation that no longer name a unit of its source. */
export function orphanUnitIds(units: readonly CopyUnit[], translated: TranslatedUnits): string[] {
  const ids = new Set(units.map((unit) => unit.id));
  return Object.keys(translated).filter((id) => !ids.has(id));
}

/** The units whose source changed since they were translated: served, but to be checked again. */
export function staleUnitIds(units: readonly CopyUnit[], translated: TranslatedUnits): string[] {
  return units
    .filter((unit) => {
      const done = translated[unit.id];
      return done !== undefined && done.source !== unit.text;
    })
    .map((unit) => unit.id);
}

/** The `lang` each node's copy is in: the page's, or its source's where a unit is untranslated. */
interface Langs {
  page: string;
  source: string;
}

function translateNode(
  node: ViewNode,
  translated: TranslatedUnits,
  langs: Langs,
  inherited: string,
): ViewNode {
  const units = nodeUnits(node);
  const props = { ...node.props };
  let fellBack = false;
  for (const unit of units) {
    const target = translated[unit.id]?.target;
    if (target === undefined) fellBack = true;
    else props[unit.id.slice(node.id.length + 1)] = target;
  }
  // A node says its language where it differs from what it sits in.
  const own = node.lang ?? (fellBack ? langs.source : units.length > 0 ? langs.page : inherited);
  const regions =
    node.regions &&
    Object.fromEntries(
      Object.entries(node.regions).map(([name, children]) => [
        name,
        children.map((child) => translateNode(child, translated, langs, own)),
      ]),
    );
  return {
    ...node,
    ...(units.length > 0 ? { props } : {}),
    ...(regions ? { regions } : {}),
    ...(own !== inherited && node.lang === undefined ? { lang: own } : {}),
  };
}

/**
 * A view in another language: each translated unit's text replaced, and each block with copy left
 * in the source language marked with that language's `lang`.
 */
export function translateView(
  view: View,
  translated: TranslatedUnits,
  languages: { page: string; source: string },
): View {
  const langs = { page: languageTag(languages.page), source: languageTag(languages.source) };
  return {
    ...view,
    title: translated.title?.target ?? view.title,
    nodes: view.nodes.map((node) => translateNode(node, translated, langs, langs.page)),
  };
}

/** A SEO record in another language: its translated fields replaced. */
export function translateSeoRecord(record: SeoRecord, translated: TranslatedUnits): SeoRecord {
  const fields = Object.fromEntries(
    Object.entries(record.fields).map(([name, text]) => [name, translated[name]?.target ?? text]),
  );
  return { ...record, fields };
}
