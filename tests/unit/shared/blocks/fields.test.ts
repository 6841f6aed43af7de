import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { bannerContract } from '../../../../shared/blocks/banner';
import { BLOCK_CONTRACTS, contractOf } from '../../../../shared/blocks/catalog';
import {
  COPY,
  FLAG,
  LIST,
  NUMBER,
  OBJECT,
  TEXT,
  defineBlock,
} from '../../../../shared/blocks/contract';
import {
  defineFields,
  fieldsOf,
  labelOf,
  ruleOf,
  type BlockFields,
  type Field,
  type FieldMetadata,
} from '../../../../shared/blocks/fields';
import { BLOCK_FIELDS, fieldsOfType } from '../../../../shared/blocks/fieldsIndex';
import { TEXT_TAGS, fallbackOf, loose } from '../../../../shared/blocks/options';
import { textBlockContract } from '../../../../shared/blocks/textBlock';

const byProp = (fields: readonly Field[]) => new Map(fields.map((field) => [field.prop, field]));

describe('labelOf', () => {
  it.each([
    ['text', 'Text'],
    ['headingTag', 'Heading tag'],
    ['layoutDirectionDesktop', 'Layout direction desktop'],
    ['sfdcIsPreviewMode', 'Sfdc is preview mode'],
    ['sfdcID', 'Sfdc ID'],
    ['URLPath', 'URL path'],
    ['column2Width', 'Column2 width'],
  ])('%s is "%s"', (prop, label) => {
    expect(labelOf(prop)).toBe(label);
  });
});

describe('fieldsOf without metadata', () => {
  const fields = fieldsOf(textBlockContract);
  const field = byProp(fields);

  it('gives every prop a field, in the contract order, labelled by its name in words', () => {
    expect(fields.map((f) => f.prop)).toEqual(Object.keys(textBlockContract.props));
    expect(field.get('headingTag')?.label).toBe('Heading tag');
    expect(fields.every((f) => f.help === undefined && !f.advanced)).toBe(true);
  });

  it('derives each kind from the spec', () => {
    expect(field.get('text')).toMatchObject({ kind: 'copy', label: 'Text', multiline: false });
    expect(field.get('textColor')).toMatchObject({ kind: 'text' });
    expect(field.get('richText')).toMatchObject({ kind: 'flag', default: false });
    expect(field.get('textDisplayInfo')).toMatchObject({
      kind: 'json',
      shape: 'object',
      takesText: true,
    });
  });

  it("gives a choice its rule's options and default, which may follow other props", () => {
    const tag = field.get('headingTag');
    expect(tag).toMatchObject({
      kind: 'choice',
      options: TEXT_TAGS,
      default: 'h3',
      match: 'loose',
    });
    const style = field.get('fontSize');
    if (style?.kind !== 'choice') throw new Error('fontSize is no choice');
    expect(fallbackOf(ruleOf(style), { headingTag: 'p' })).toBe('body-regular');
    expect(fallbackOf(ruleOf(style), { headingTag: 'h2' })).toBe('heading-medium');
  });

  it('reads schemas that are not the contract constants', () => {
    const grid = byProp(fieldsOf(contractOf('grid')!));
    expect(grid.get('columns')).toMatchObject({ kind: 'number', unit: undefined });
    expect(grid.get('source')).toMatchObject({ kind: 'json', shape: 'object', takesText: false });
    expect(grid.get('items')).toMatchObject({ kind: 'json', shape: 'list', takesText: false });
    const provider = byProp(fieldsOf(contractOf('userDataProvider')!));
    expect(provider.get('sfdcFields')).toMatchObject({
      kind: 'json',
      shape: 'list',
      takesText: true,
    });
  });

  it('gives a block added to the contracts a field for each prop, with no editor code', () => {
    const added = defineBlock({
      type: 'quote',
      label: 'Quote',
      description: 'A quotation.',
      props: {
        quote: COPY,
        cite: TEXT,
        stars: NUMBER,
        framed: FLAG,
        style: OBJECT,
        tags: LIST,
        tone: loose(['calm', 'loud'], 'calm'),
        width: z.optional(z.number()),
        size: z.enum(['s', 'm']),
      },
    });
    expect(fieldsOf(added).map((f) => [f.prop, f.kind])).toEqual([
      ['quote', 'copy'],
      ['cite', 'text'],
      ['stars', 'number'],
      ['framed', 'flag'],
      ['style', 'json'],
      ['tags', 'json'],
      ['tone', 'choice'],
      ['width', 'number'],
      ['size', 'json'],
    ]);
  });
});

describe('fieldsOf with metadata', () => {
  const metadata = defineFields(bannerContract, {
    order: ['height', 'title'],
    props: {
      title: { label: 'Page title', help: 'The h1.', multiline: true },
      height: { unit: 'px', default: 206, min: 80, max: 1200 },
      showPrimaryButton: { default: true },
      primaryButtonTarget: { editor: 'text' },
      picture: { hidden: true },
      buttonGroupWidth: { advanced: true },
    },
  });
  const fields = fieldsOf(bannerContract, metadata);
  const field = byProp(fields);

  it('puts the listed props first, then the rest in the contract order, leaving hidden ones out', () => {
    const rest = Object.keys(bannerContract.props).filter(
      (prop) => !['height', 'title', 'picture'].includes(prop),
    );
    expect(fields.map((f) => f.prop)).toEqual(['height', 'title', ...rest]);
    expect(field.has('picture')).toBe(false);
  });

  it("takes the metadata's label, help, unit, default and editor", () => {
    expect(field.get('title')).toMatchObject({
      kind: 'copy',
      label: 'Page title',
      help: 'The h1.',
      multiline: true,
    });
    expect(field.get('height')).toEqual({
      prop: 'height',
      kind: 'number',
      label: 'Height',
      help: undefined,
      advanced: false,
      unit: 'px',
      default: 206,
      min: 80,
      max: 1200,
    });
    expect(field.get('showPrimaryButton')).toMatchObject({ kind: 'flag', default: true });
    expect(field.get('primaryButtonTarget')).toMatchObject({ kind: 'text' });
    expect(field.get('buttonGroupWidth')).toMatchObject({ advanced: true });
  });

  it('gives the props the metadata says hold a site image the image field', () => {
    expect(byProp(fieldsOfType('image')!).get('imageInfo')).toMatchObject({
      kind: 'image',
      label: 'Image',
      takesText: true,
    });
    expect(byProp(fieldsOfType('banner')!).get('picture')).toMatchObject({ kind: 'image' });
    expect(byProp(fieldsOfType('section')!).get('backgroundImageConfig')).toMatchObject({
      kind: 'image',
    });
  });

  it("gives a banner's button targets the target field: a link or a page reference", () => {
    const banner = byProp(fieldsOfType('banner')!);
    expect(banner.get('primaryButtonTarget')).toMatchObject({ kind: 'target' });
    expect(banner.get('secondaryButtonTarget')).toMatchObject({ kind: 'target' });
  });

  it('makes copy rich text while the flag its metadata names is on', () => {
    expect(byProp(fieldsOfType('textBlock')!).get('text')).toMatchObject({
      kind: 'copy',
      richWhen: 'richText',
    });
    expect(field.get('title')).toMatchObject({ kind: 'copy', richWhen: undefined });
    // Only a flag of the block's own props may make copy rich.
    defineFields(textBlockContract, {
      // @ts-expect-error headingTag is a choice, not a flag
      props: { text: { richWhen: 'headingTag' } },
    });
  });

  it('gives the props the metadata says name a document the content field, with its types', () => {
    expect(byProp(fieldsOfType('contentCard')!).get('contentId')).toMatchObject({
      kind: 'content',
      label: 'Content',
      types: ['sfdc_cms__news'],
      // The card has what it needs with a title instead.
      optional: true,
    });
    expect(byProp(fieldsOfType('contentCarousel')!).get('contentKey')).toMatchObject({
      kind: 'content',
      label: 'Collection',
      types: ['sfdc_cms__cmsManualCollection'],
      optional: false,
    });
  });

  it('makes a content field of metadata alone, for a block the editor has no code for', () => {
    const shelf = defineBlock({
      type: 'shelf',
      label: 'Shelf',
      description: 'A row of news.',
      props: { story: TEXT, list: TEXT, count: NUMBER },
      required: { anyOf: ['list'], without: 'the shelf is empty' },
    });
    const fields = byProp(
      fieldsOf(
        shelf,
        defineFields(shelf, {
          props: {
            story: { editor: 'content', types: ['sfdc_cms__news'] },
            list: {
              editor: 'content',
              types: ['sfdc_cms__cmsManualCollection', 'sfdc_cms__news'],
            },
            // @ts-expect-error a number names no document
            count: { editor: 'content', types: ['sfdc_cms__news'] },
          },
        }),
      ),
    );
    expect(fields.get('story')).toMatchObject({ kind: 'content', optional: true });
    expect(fields.get('list')).toMatchObject({
      kind: 'content',
      types: ['sfdc_cms__cmsManualCollection', 'sfdc_cms__news'],
      optional: false,
    });
    defineFields(shelf, {
      // @ts-expect-error a content field names the types it takes
      props: { story: { editor: 'content' } },
    });
  });

  it("gives a section's column config the columns field, with the block's default widths", () => {
    expect(byProp(fieldsOfType('section')!).get('sectionConfig')).toMatchObject({
      kind: 'columns',
      label: 'Columns',
      defaultWidths: [12],
    });
    expect(byProp(fieldsOfType('columns')!).get('sectionConfig')).toMatchObject({
      kind: 'columns',
      defaultWidths: [6, 6],
    });
  });
});

describe('fieldsOf with metadata not checked against the contract', () => {
  it('passes over props the contract does not have', () => {
    const stale: FieldMetadata = { label: 'Old name', unit: 'px' };
    const metadata: BlockFields = {
      type: 'button',
      order: ['removedProp', 'url'],
      props: { removedProp: stale },
    };
    const fields = fieldsOf(contractOf('button')!, metadata);
    expect(fields[0]?.prop).toBe('url');
    expect(fields.map((f) => f.prop)).not.toContain('removedProp');
  });
});

describe('the metadata index', () => {
  it('has metadata for the blocks authors use most, each for a block of the contracts', () => {
    expect([...BLOCK_FIELDS.keys()].sort()).toEqual(
      [
        'banner',
        'button',
        'columns',
        'contentCard',
        'contentCarousel',
        'image',
        'section',
        'textBlock',
      ].sort(),
    );
    for (const [type, metadata] of BLOCK_FIELDS) {
      const contract = contractOf(type);
      expect(contract, type).toBeDefined();
      const props = Object.keys(contract?.props ?? {});
      for (const prop of [...(metadata.order ?? []), ...Object.keys(metadata.props ?? {})]) {
        expect(props, `${type}.${prop}`).toContain(prop);
      }
    }
  });

  it.each(BLOCK_CONTRACTS.map((contract) => [contract.type]))(
    '%s: a field for each prop not hidden, each label its own',
    (type) => {
      const fields = fieldsOfType(type)!;
      const hidden = Object.entries(BLOCK_FIELDS.get(type)?.props ?? {})
        .filter(([, about]) => about?.hidden)
        .map(([prop]) => prop);
      expect(fields.map((f) => f.prop).sort()).toEqual(
        Object.keys(contractOf(type)!.props)
          .filter((prop) => !hidden.includes(prop))
          .sort(),
      );
      const labels = fields.map((f) => f.label);
      expect(new Set(labels).size).toBe(labels.length);
    },
  );

  it('says nothing of a type no view may place', () => {
    expect(fieldsOfType('marquee')).toBeUndefined();
  });
});
