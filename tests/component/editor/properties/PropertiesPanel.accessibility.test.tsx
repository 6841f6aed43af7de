import '../../support/dialogPolyfill';
import '../../support/proseMirrorDom';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAMES } from '../../../../shared/blocks/catalog';
import { fakeContentLibrary } from '../../support/fakeContentLibrary';
import { fakeImageLibrary } from '../../support/fakeImageLibrary';
import { renderPropertiesPanel } from '../../support/renderPropertiesPanel';

const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's serious and critical findings in `element`, short enough to read in a failure. */
async function seriousViolations(element: Element): Promise<string[]> {
  // jsdom lays nothing out, so colour contrast cannot be measured here (the e2e run does).
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

/** Props that put every kind of field, with problems and a binding, on the panel. */
const AWKWARD: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  textBlock: { text: '', headingTag: 'h9', textDecoration: '{"bold": ', fontSize: '{!Item.size}' },
  banner: { height: 5000, showPrimaryButton: 'false', picture: '{!cmsMedia.MCKEY}' },
  section: {
    sectionConfig: JSON.stringify({ columns: [{ columnKey: 'col1', columnWidth: '7' }] }),
  },
  button: { variant: 'shiny', stretch: true },
  contentCard: { contentId: 'MCNOSUCHNEWSAAAAAAAAAAAAAAAA' },
  contentCarousel: { contentKey: 'MCSLIDESCOLLECTIONAAAAAAAAAA' },
};

describe('the properties panel, as axe-core reads it', () => {
  it.each(BLOCK_TYPE_NAMES.map((type) => [type]))(
    '%s: no serious or critical violation',
    async (type) => {
      renderPropertiesPanel(type, AWKWARD[type] ?? {}, {
        images: fakeImageLibrary(),
        documents: fakeContentLibrary(),
      });
      expect(await seriousViolations(screen.getByRole('region', { name: 'Properties' }))).toEqual(
        [],
      );
    },
  );

  it('textBlock with Rich text on: none in the rich-text editor either', async () => {
    renderPropertiesPanel('textBlock', {
      text: '<p>Hi <a href="/about">there</a></p>',
      richText: true,
    });
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
    expect(await seriousViolations(screen.getByRole('region', { name: 'Properties' }))).toEqual([]);
  });

  it('finds a serious one when a field has no label', async () => {
    const { container } = renderPropertiesPanel('button', { label: 'Go' });
    container.querySelector('label')?.remove();
    expect(await seriousViolations(container)).toContainEqual(expect.stringMatching(/^label: /));
  });
});
