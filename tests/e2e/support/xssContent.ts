import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { XssPayload } from '../../fixtures/xss';
import { copyContent, type ContentCopy } from './contentCopy';
import { variantFileParts } from '../../../content-model/documents';

type Json = Record<string, unknown>;

/** One text field of the content that can reach a page, and what it was. */
interface ContentField {
  /** `documents/x.json title`, `apex/getContentTwo.json tagline` ... */
  name: string;
  /** Its text before the payloads; each field keeps it, then its payloads. */
  original: string;
}

/** A content copy with the corpus spread over its fields, and where each payload went. */
export interface XssContent extends ContentCopy {
  fields: ContentField[];
  /** Field name → the payloads it holds. */
  placement: Map<string, XssPayload[]>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of a document: its title and the free text of its body and image refs. */
function documentFields(document: Json): string[][] {
  const fields = [['title']];
  const body = isObject(document.contentBody) ? document.contentBody : {};
  for (const key of ['excerpt', 'body', 'altText', 'description']) {
    if (typeof body[key] === 'string') fields.push(['contentBody', key]);
  }
  for (const image of ['bannerImage', 'thumbnail']) {
    const reference = body[image];
    if (isObject(reference) && typeof reference.altText === 'string') {
      fields.push(['contentBody', image, 'altText']);
    }
  }
  return fields;
}

/** The site info's visitor-facing strings (never its urls or e-mail addresses). */
function siteInfoFields(info: Json): string[][] {
  const fields = [['companyName'], ['productName'], ['tagline'], ['phone'], ['copyright']];
  fields.push(['address', 'street'], ['address', 'city']);
  for (const list of ['footerLinks', 'socialLinks']) {
    const links = info[list];
    if (Array.isArray(links)) links.forEach((_, i) => fields.push([list, String(i), 'label']));
  }
  return fields.filter((field) => typeof read(info, field) === 'string');
}

/** The carousels' button labels: the strings the apex styles method provides. */
function carouselStyleFields(record: Json): string[][] {
  const styles = isObject(record.Carousel_Styles__c) ? record.Carousel_Styles__c : {};
  return Object.entries(styles)
    .flatMap(([name, list]) =>
      Array.isArray(list)
        ? list.map((_, i) => ['Carousel_Styles__c', name, String(i), 'callToActionButton', 'label'])
        : [],
    )
    .filter((field) => typeof read(record, field) === 'string');
}

function read(json: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>(
    (value, key) => (isObject(value) || Array.isArray(value) ? (value as Json)[key] : undefined),
    json,
  );
}

function write(json: unknown, keys: readonly string[], text: string): void {
  const parent = read(json, keys.slice(0, -1)) as Json;
  parent[keys.at(-1) ?? ''] = text;
}

/** How many times the corpus is dealt round the fields, each time landing in other fields. */
const ROUNDS = 3;

/**
 * A copy of the end-to-end content with the corpus dealt round its text fields in turn, three
 * times: every payload in three fields, every field holding several, each after the field's own
 * text. The fields: every document's title, excerpt, body,
 * alt text and description (news, images, collections), the site info's strings and link labels,
 * the carousels' button labels, the SEO title, description and record name, and the site name.
 */
export async function makeXssContent(corpus: readonly XssPayload[]): Promise<XssContent> {
  const copy = await copyContent();
  const targets: { file: string; keys: string[] }[] = [];
  const files = new Map<string, Json>();
  const load = async (file: string) => {
    let json: Json | undefined;
    await copy.editJson<Json>(file, (data) => {
      json = data;
      return undefined;
    });
    files.set(file, json ?? {});
    return json ?? {};
  };

  // The pages walked are the default language's, which show no variant in another language.
  const documents = await readdir(path.join(copy.dir, 'documents'));
  for (const name of documents.filter((each) => !variantFileParts(each)).sort()) {
    const file = path.join('documents', name);
    for (const keys of documentFields(await load(file))) targets.push({ file, keys });
  }
  const info = await load('apex/getContentTwo.json');
  for (const keys of siteInfoFields(info)) targets.push({ file: 'apex/getContentTwo.json', keys });
  const styles = await load('apex/carouselStyles.json');
  for (const keys of carouselStyleFields(styles)) {
    targets.push({ file: 'apex/carouselStyles.json', keys });
  }
  await load('seo/about.json');
  for (const keys of [['recordName'], ['fields', 'Title'], ['fields', 'Description']]) {
    targets.push({ file: 'seo/about.json', keys });
  }
  await load('site.json');
  targets.push({ file: 'site.json', keys: ['siteName'] });

  const placement = new Map<string, XssPayload[]>();
  const nameOf = (target: { file: string; keys: string[] }) =>
    `${target.file.split(path.sep).join('/')} ${target.keys.join('.')}`;
  for (let round = 0; round < ROUNDS; round += 1) {
    corpus.forEach((payload, index) => {
      const target = targets[(round * corpus.length + index) % targets.length];
      if (!target) return;
      const name = nameOf(target);
      placement.set(name, [...(placement.get(name) ?? []), payload]);
    });
  }

  const fields: ContentField[] = [];
  for (const target of targets) {
    const json = files.get(target.file);
    const original = read(json, target.keys);
    if (typeof original !== 'string') continue;
    const payloads = placement.get(nameOf(target)) ?? [];
    fields.push({ name: nameOf(target), original });
    write(json, target.keys, [original, ...payloads.map((payload) => payload.html)].join(' '));
  }
  for (const [file, json] of files) await copy.editJson<Json>(file, () => json);
  return { ...copy, fields, placement };
}
