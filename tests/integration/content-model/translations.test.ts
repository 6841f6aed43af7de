import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ContentValidationError,
  loadContent,
  problemLine,
  type ContentProblem,
} from '../../../content-model';
import type { View, ViewNode } from '../../../shared/viewSchema';
import { checkContent } from '../../../content-model/cli/checkContent';
import { at, editJson } from '../support/contentEdits';
import { useContentDir } from '../support/useContentDir';

// The fixture's About view has a French translation of three units: its title, the banner's
// title and the "Who we are" heading (views/about.fr_FR.json), and its SEO record one of two
// fields (seo/about.fr_FR.json).
const content = useContentDir();

const BANNER = '6e49b829-b5a4-5ed2-af28-532ebcf2ddfc';
const WHO_WE_ARE = '2acb860a-8578-5775-b18f-457bad3e78d6';
const MISSION = '717b4aee-c0ef-5476-951d-4576bed378e5';

function nodeById(view: View | undefined, id: string): ViewNode | undefined {
  const visit = (nodes: readonly ViewNode[]): ViewNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = visit(Object.values(node.regions ?? {}).flat());
      if (found) return found;
    }
    return undefined;
  };
  return view && visit(view.nodes);
}

async function load(): Promise<{
  store: Awaited<ReturnType<typeof loadContent>>;
  warnings: string[];
}> {
  const found: ContentProblem[] = [];
  const store = await loadContent(content.dir, { onWarning: (warning) => found.push(warning) });
  const warnings = found.map((warning) =>
    problemLine({ ...warning, file: path.relative(content.dir, warning.file) }),
  );
  return { store, warnings };
}

async function problems(): Promise<string[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems.map(
    (p) => `${path.relative(content.dir, p.file)}: ${p.field}: ${p.message}`,
  );
}

const editTranslation = (edit: (json: Record<string, unknown>) => void) =>
  editJson(content.dir, 'views/about.fr_FR.json', edit);

describe('translations of views and SEO records', () => {
  it('serve the translated copy, and mark what falls back with its language', async () => {
    const { store } = await load();
    const french = store.viewsIn('fr_FR').find((view) => view.id === 'about');
    expect(french?.title).toBe('À propos');
    expect(nodeById(french, BANNER)?.props?.title).toBe('Présentation de l’entreprise');
    // The banner's button labels have no translation: the banner says it is in English.
    expect(nodeById(french, BANNER)?.lang).toBe('en-US');
    expect(nodeById(french, BANNER)?.props?.primaryButtonLabel).toBe('Learn More');
    expect(nodeById(french, WHO_WE_ARE)?.props?.text).toBe('Qui sommes-nous');
    expect(nodeById(french, WHO_WE_ARE)?.lang).toBeUndefined();
    expect(nodeById(french, MISSION)?.lang).toBe('en-US');
    // The default language's views are the source, untouched.
    const english = store.viewsIn('en_US').find((view) => view.id === 'about');
    expect(english).toBe(store.views.find((view) => view.id === 'about'));
    expect(nodeById(english, BANNER)?.lang).toBeUndefined();
  });

  it('translate SEO fields, leaving the untranslated ones in the default language', async () => {
    const { store } = await load();
    expect(store.findSeoRecord('about', 'fr_FR')?.fields).toEqual({
      Name: 'About',
      Title: 'À propos de nous',
      Description: 'Qui sommes-nous',
    });
    expect(store.findSeoRecord('about')?.fields.Title).toBe('About us');
  });

  it('follow the fallback chain: a language without a translation takes its fallback’s', async () => {
    await editJson(content.dir, 'site.json', (site) => {
      site.languages = ['en_US', 'fr_FR', 'fr_CA'];
      site.languageFallbacks = { fr_CA: ['fr_FR'] };
    });
    const { store } = await load();
    const canadian = store.viewsIn('fr_CA').find((view) => view.id === 'about');
    expect(canadian?.title).toBe('À propos');
    expect(nodeById(canadian, WHO_WE_ARE)?.props?.text).toBe('Qui sommes-nous');
    // Served in a language is having a translation of one's own.
    expect(store.viewLanguages('about')).toEqual(['en_US', 'fr_FR']);
  });

  it('warn of a unit whose source changed since it was translated, and still serve it', async () => {
    await editJson(content.dir, 'views/about.json', (view) => {
      const nodes = JSON.stringify(view.nodes).replace('"Who we are"', '"Who we are today"');
      view.nodes = JSON.parse(nodes) as unknown;
    });
    const { store, warnings } = await load();
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^views/about\\.fr_FR\\.json:\\d+:\\d+: units\\["${WHO_WE_ARE}\\.text"\\]\\.source: about\\.json changed since this was translated`,
        ),
      ),
    );
    const french = store.viewsIn('fr_FR').find((view) => view.id === 'about');
    expect(nodeById(french, WHO_WE_ARE)?.props?.text).toBe('Qui sommes-nous');
  });

  it('warn of a unit its source no longer has', async () => {
    await editTranslation((json) => {
      at(json, 'units')['gone-node.text'] = { source: 'Gone', target: 'Parti' };
    });
    const { warnings } = await load();
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^views\/about\.fr_FR\.json:\d+:\d+: units\["gone-node\.text"\]: is no longer in about\.json/,
      ),
    );
  });

  it.each([
    [
      'a language other than its file name’s',
      (json: Record<string, unknown>) => {
        json.language = 'de_DE';
      },
      'views/about.fr_FR.json: language: is de_DE but the file name says fr_FR',
    ],
    [
      'an empty translation',
      (json: Record<string, unknown>) => {
        at(json, 'units', 'title').target = '  ';
      },
      'views/about.fr_FR.json: units.title.target: a translation is not empty: leave the unit out instead',
    ],
    [
      'a unit without its source text',
      (json: Record<string, unknown>) => {
        delete at(json, 'units', 'title').source;
      },
      expect.stringMatching(/^views\/about\.fr_FR\.json: units\.title\.source: /),
    ],
  ])('refuse %s', async (_label, edit, expected) => {
    await editTranslation(edit);
    expect(await problems()).toEqual([expected]);
  });

  it('refuse a translation into the default language, or a language the site does not serve', async () => {
    await writeFile(
      path.join(content.dir, 'views', 'about.en_US.json'),
      JSON.stringify({ language: 'en_US', units: {} }),
    );
    await writeFile(
      path.join(content.dir, 'seo', 'about.es_ES.json'),
      JSON.stringify({ language: 'es_ES', units: {} }),
    );
    expect(await problems()).toEqual([
      "seo/about.es_ES.json: language: es_ES is not one of the site's languages (en_US, fr_FR)",
      "views/about.en_US.json: language: en_US is the site's default language: the source is that language's",
    ]);
  });

  it('refuse a translation of a view that is not there', async () => {
    await rm(path.join(content.dir, 'views', 'about.fr_FR.json'));
    await writeFile(
      path.join(content.dir, 'views', 'contact.fr_FR.json'),
      JSON.stringify({ language: 'fr_FR', units: {} }),
    );
    expect(await problems()).toEqual([
      'views/contact.fr_FR.json: (root): translates contact.json, which is not there or not valid',
    ]);
  });

  it('are summed up per language by the content check', async () => {
    const result = await checkContent(content.dir);
    expect(result.ok).toBe(true);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^warning: fr_FR: view about leaves 20 of 23 units in en_US: 6e49b829-b5a4-5ed2-af28-532ebcf2ddfc\\.primaryButtonLabel, .* and 12 more$`,
        ),
      ),
    );
    expect(result.warnings).toContain(
      'warning: fr_FR: SEO record about leaves 1 of 3 units in en_US: Name',
    );
    expect(result.warnings).toContainEqual(
      expect.stringMatching(
        /^warning: fr_FR: view blocks has no translation: \d+ units served in en_US$/,
      ),
    );
  });
});

describe('translations of the server methods’ records (the footer, the carousel labels)', () => {
  it('translate its copy, leaving names, addresses and links as they are', async () => {
    await editJson(content.dir, 'apex/getContentTwo.json', (json) => {
      json.tagline = 'Inventory that keeps up.';
      json.footerLinks = [{ label: 'Careers', url: '/careers' }];
    });
    await writeFile(
      path.join(content.dir, 'apex', 'getContentTwo.fr_FR.json'),
      JSON.stringify({
        language: 'fr_FR',
        units: {
          tagline: { source: 'Inventory that keeps up.', target: 'Des stocks qui suivent.' },
          'footerLinks.0.label': { source: 'Careers', target: 'Carrières' },
        },
      }),
    );
    const { store } = await load();
    const french = store.contentTwoIn('fr_FR') as Record<string, unknown>;
    const english = store.contentTwo as Record<string, unknown>;
    expect(french.tagline).toBe('Des stocks qui suivent.');
    expect(french.footerLinks).toEqual([{ label: 'Carrières', url: '/careers' }]);
    expect({ ...french, tagline: english.tagline, footerLinks: english.footerLinks }).toEqual(
      english,
    );
    expect(store.contentTwoIn()).toBe(store.contentTwo);
  });

  it("translate the carousels' call-to-action labels, leaving their styles as they are", async () => {
    await writeFile(
      path.join(content.dir, 'apex', 'carouselStyles.fr_FR.json'),
      JSON.stringify({
        language: 'fr_FR',
        units: {
          'Inventory Management.1.callToActionButton.label': {
            source: 'Read more',
            target: 'Lire la suite',
          },
        },
      }),
    );
    const { store } = await load();
    const french = store.carouselStylesIn('fr_FR').Carousel_Styles__c['Inventory Management'];
    const english = store.carouselStyles.Carousel_Styles__c['Inventory Management'];
    expect(french?.[1]?.callToActionButton).toEqual({
      ...(english?.[1]?.callToActionButton as object),
      label: 'Lire la suite',
    });
    expect(french?.[0]).toEqual(english?.[0]);
    expect(store.carouselStylesIn()).toBe(store.carouselStyles);
  });

  it('refuse a translation of a server method record without copy', async () => {
    await writeFile(
      path.join(content.dir, 'apex', 'getCurrentUser.fr_FR.json'),
      JSON.stringify({ language: 'fr_FR', units: {} }),
    );
    expect(await problems()).toEqual([
      'apex/getCurrentUser.fr_FR.json: (root): translates getCurrentUser.json, which is not there or not valid',
    ]);
  });
});
