import { screen } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { BlockDefinition } from '../../../../app/blocks/blockTypes';
import { ArticlePage } from '../../../../app/pages/ArticlePage';
import type { BlockRegistry } from '../../../../app/render/NodeList';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';
import type { View } from '../../../../shared/viewSchema';
import { newsDocument } from '../../support/contentFixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { API_ORIGIN, SITE_ID, testConfig } from '../../../support/testStore';

const COMMUNITY_ID = testConfig.communityId;

const KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';

const label: BlockDefinition<{ text: string }> = {
  type: 'label',
  label: 'Label',
  parse: (raw) => ({ text: typeof raw.text === 'string' ? raw.text : '' }),
  component: ({ props }) => <p>{props.text}</p>,
};
const registry = new Map([
  [label.type, label as unknown as BlockDefinition<unknown>],
]) as BlockRegistry;

const ARTICLE_VIEW: View = {
  id: 'article',
  route: '/article',
  title: 'Article',
  urlAlias: 'article',
  nodes: [{ type: 'label', id: 'date', props: { text: '{!Record.publishedDateText}' } }],
};

/** The article page in `language`, its document read (published 1 May 2024). */
async function publishedTextIn(language: string): Promise<string> {
  nock(API_ORIGIN)
    .get(`/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${KEY}`)
    .query(true)
    .reply(200, { ...newsDocument(KEY), language });
  nock(API_ORIGIN)
    .get(`/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/${KEY}`)
    .query(true)
    .reply(200, { recordId: KEY, hrefLangUrls: {}, isSeoIndexed: true });
  renderWithProviders(
    <ArticlePage view={ARTICLE_VIEW} contentTypeName="sfdc_cms__news" contentKey={KEY} />,
    {
      registry,
      config: {
        languages: ['en_US', 'fr_FR', 'de_DE'],
        language,
        messages: uiMessagesFor(language),
      },
    },
  );
  const text = await screen.findByText(/2024/);
  return text.textContent;
}

describe('ArticlePage: the published date', () => {
  it('is written in English on an English page', async () => {
    expect(await publishedTextIn('en_US')).toBe('Published May 1, 2024');
  });

  it('is written in French on a French page', async () => {
    expect(await publishedTextIn('fr_FR')).toBe('Publié le 1 mai 2024');
  });

  it('is written in German on a German page', async () => {
    expect(await publishedTextIn('de_DE')).toBe('Veröffentlicht am 1. Mai 2024');
  });
});
