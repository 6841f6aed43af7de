import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractOf } from '../../../../shared/blocks/catalog';
import { labelOf } from '../../../../shared/blocks/fields';
import { TEXT_TAGS } from '../../../../shared/blocks/options';
import { renderPropertiesPanel } from '../../support/renderPropertiesPanel';

const panel = () => screen.getByRole('region', { name: 'Properties' });

describe('PropertiesPanel', () => {
  it('is a region named Properties, headed by the block', () => {
    renderPropertiesPanel('textBlock', { text: 'Hello' });
    expect(within(panel()).getByRole('heading', { name: 'Text Block' })).toBeInTheDocument();
  });

  it('gives every prop of a block with no metadata a field, labelled by its name in words', () => {
    renderPropertiesPanel('grid');
    for (const prop of Object.keys(contractOf('grid')!.props)) {
      expect(screen.getByLabelText(labelOf(prop))).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Page size')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Sort order').tagName).toBe('SELECT');
  });

  it("labels, orders and explains the fields by the block's metadata, advanced ones apart", () => {
    renderPropertiesPanel('textBlock', { text: 'Hello' });
    const text = screen.getByLabelText('Text');
    expect(text.tagName).toBe('TEXTAREA');
    expect(text).toHaveAccessibleDescription('Plain text, or formatted text when Rich text is on.');
    const labels = screen
      .getAllByText(/./, { selector: 'label' })
      .map((label) => label.textContent);
    expect(labels.slice(0, 3)).toEqual(['Text', 'Rich text', 'Heading tag']);
    const advanced = screen.getByText('Advanced').closest('details')!;
    expect(within(advanced).getByLabelText('CSS classes')).toBeInTheDocument();
  });
});

describe('text and copy fields', () => {
  it('set the text as typed, and leave the prop out when emptied', async () => {
    const { user, onChange } = renderPropertiesPanel('textBlock', { text: 'Hi' });
    const text = screen.getByLabelText('Text');
    await user.type(text, '!');
    expect(onChange).toHaveBeenLastCalledWith('text', 'Hi!');
    expect(text).toHaveValue('Hi!');
    await user.clear(text);
    expect(onChange).toHaveBeenLastCalledWith('text', undefined);
  });

  it('edit a text setting in a one-line input', async () => {
    const { user, onChange } = renderPropertiesPanel('button', { label: 'Go' });
    const url = screen.getByLabelText('URL');
    expect(url).toHaveAttribute('type', 'text');
    await user.type(url, '/about');
    expect(onChange).toHaveBeenLastCalledWith('url', '/about');
  });

  it('keep a binding editable as text', async () => {
    const { user, onChange } = renderPropertiesPanel('textBlock', { text: '{!Item.title}' });
    const text = screen.getByLabelText('Text');
    expect(text).toHaveValue('{!Item.title}');
    await user.type(text, ' x');
    expect(onChange).toHaveBeenLastCalledWith('text', '{!Item.title} x');
  });
});

describe('choice fields', () => {
  it("list the option rule's values after the default, shown as such", () => {
    renderPropertiesPanel('textBlock', { text: 'Hi' });
    const tag = screen.getByLabelText('Heading tag');
    const options = within(tag)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Default (h3)', ...TEXT_TAGS]);
    expect(tag).toHaveValue('');
  });

  it('set the chosen value, and leave the prop out for the default', async () => {
    const { user, onChange } = renderPropertiesPanel('textBlock', { text: 'Hi' });
    const tag = screen.getByLabelText('Heading tag');
    await user.selectOptions(tag, 'p');
    expect(onChange).toHaveBeenLastCalledWith('headingTag', 'p');
    // The text style's default follows the tag, as the block's does.
    const style = screen.getByLabelText('Text style');
    expect(within(style).getAllByRole('option')[0]).toHaveTextContent('Default (body-regular)');
    await user.selectOptions(tag, 'Default (h3)');
    expect(onChange).toHaveBeenLastCalledWith('headingTag', undefined);
  });

  it('show a value as the block matches it (trimmed, any case)', () => {
    renderPropertiesPanel('button', { label: 'Go', alignment: ' Center' });
    expect(screen.getByLabelText('Alignment')).toHaveValue('center');
  });

  it("show a value outside the options with the content model's warning at the field", async () => {
    const { user, onChange } = renderPropertiesPanel('button', { label: 'Go', variant: 'shiny' });
    const variant = screen.getByLabelText('Variant');
    expect(variant).toHaveValue('shiny');
    expect(variant).toHaveAttribute('aria-invalid', 'true');
    expect(variant).toHaveAccessibleDescription(
      '"shiny" is not one of primary, secondary; the block uses "primary"',
    );
    await user.selectOptions(variant, 'secondary');
    expect(onChange).toHaveBeenLastCalledWith('variant', 'secondary');
    expect(variant).not.toHaveAttribute('aria-invalid');
    expect(variant).not.toHaveAccessibleDescription();
  });

  it('edit a binding as text, under the same label', async () => {
    const { user, onChange } = renderPropertiesPanel('button', {
      label: 'Go',
      variant: '{!Item.variant}',
    });
    const variant = screen.getByLabelText('Variant');
    expect(variant).toHaveValue('{!Item.variant}');
    expect(screen.getByRole('button', { name: 'Variant as text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(variant, 's');
    expect(onChange).toHaveBeenLastCalledWith('variant', '{!Item.variant}s');
  });

  it('take a binding typed as text, and go back to the options', async () => {
    const { user, onChange } = renderPropertiesPanel('button', { label: 'Go' });
    const toggle = screen.getByRole('button', { name: 'Size as text' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await user.type(screen.getByLabelText('Size'), '{{!Item.size}');
    expect(onChange).toHaveBeenLastCalledWith('size', '{!Item.size}');
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('size', undefined);
    expect(screen.getByLabelText('Size').tagName).toBe('SELECT');
  });
});

describe('number fields', () => {
  it('set a number, with its unit describing the input', async () => {
    const { user, onChange } = renderPropertiesPanel('banner', { height: 260 });
    const height = screen.getByLabelText('Height');
    expect(height).toHaveAttribute('type', 'number');
    expect(height).toHaveValue(260);
    expect(height).toHaveAccessibleDescription('px');
    await user.clear(height);
    expect(onChange).toHaveBeenLastCalledWith('height', undefined);
    expect(height).toHaveAttribute('placeholder', '206');
    await user.type(height, '300');
    expect(onChange).toHaveBeenLastCalledWith('height', 300);
  });

  it('keep numeric text as text', async () => {
    const { user, onChange } = renderPropertiesPanel('banner', { width: '50' });
    const width = screen.getByLabelText('Width');
    expect(width).toHaveValue(50);
    await user.type(width, '0');
    expect(onChange).toHaveBeenLastCalledWith('width', '500');
  });

  it('say at the field when the block will not take the number', async () => {
    const { user } = renderPropertiesPanel('banner', {});
    const height = screen.getByLabelText('Height');
    await user.type(height, '5000');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(
      'px 5000 is not from 80 to 1200; the block uses 206',
    );
  });

  it('show text a number input cannot hold as text', () => {
    renderPropertiesPanel('image', { url: '/a.jpg', width: '45%' });
    expect(screen.getByLabelText('Width')).toHaveValue('45%');
  });
});

describe('flag fields', () => {
  it("show the block's default when left out, and set a boolean", async () => {
    const { user, onChange } = renderPropertiesPanel('banner', {});
    const show = screen.getByLabelText('Show primary button');
    expect(show).toBeChecked();
    await user.click(show);
    expect(onChange).toHaveBeenLastCalledWith('showPrimaryButton', false);
    expect(show).not.toBeChecked();
  });

  it("keep the builder's text form", async () => {
    const { user, onChange } = renderPropertiesPanel('button', { label: 'Go', stretch: 'TRUE' });
    const stretch = screen.getByLabelText('Stretch');
    expect(stretch).toBeChecked();
    await user.click(stretch);
    expect(onChange).toHaveBeenLastCalledWith('stretch', 'false');
  });
});

describe('JSON fields', () => {
  it('write JSON text back as text, and hold what is not JSON yet with its problem', async () => {
    const { user, onChange } = renderPropertiesPanel('textBlock', {
      text: 'Hi',
      textDecoration: '{"bold": true}',
    });
    const decoration = screen.getByLabelText('Text decoration');
    expect(decoration.tagName).toBe('TEXTAREA');
    expect(decoration).toHaveValue('{"bold": true}');
    await user.type(decoration, '{backspace}, "italic"');
    expect(decoration).toHaveValue('{"bold": true, "italic"');
    expect(decoration).toHaveAttribute('aria-invalid', 'true');
    expect(decoration).toHaveAccessibleDescription(/^not valid JSON: /);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(decoration, ': true}');
    expect(onChange).toHaveBeenLastCalledWith('textDecoration', '{"bold": true, "italic": true}');
    expect(decoration).not.toHaveAttribute('aria-invalid');
  });

  it('write an object back as an object, typed as it is', async () => {
    const { user, onChange } = renderPropertiesPanel('grid', { source: { sfdcType: 'news' } });
    const source = screen.getByLabelText('Source');
    expect(source).toHaveValue('{\n  "sfdcType": "news"\n}');
    await user.clear(source);
    await user.type(source, '[[]');
    expect(source).toHaveAccessibleDescription('must be a JSON object ({…})');
    await user.clear(source);
    await user.type(source, '{{}');
    expect(onChange).toHaveBeenLastCalledWith('source', {});
    expect(source).toHaveValue('{}');
  });

  it("take a list's comma-joined text where the prop takes text", async () => {
    const { user, onChange } = renderPropertiesPanel('userDataProvider', {});
    await user.type(screen.getByLabelText('Sfdc fields'), 'Name,Email');
    expect(onChange).toHaveBeenLastCalledWith('sfdcFields', 'Name,Email');
  });

  it('take a binding', async () => {
    const { user, onChange } = renderPropertiesPanel('image', {});
    const image = screen.getByLabelText('Image');
    await user.type(image, '{{!cmsMedia.MCKEY}');
    expect(onChange).toHaveBeenLastCalledWith('imageInfo', '{!cmsMedia.MCKEY}');
    expect(image).not.toHaveAccessibleDescription(/JSON:/);
  });
});

describe('problems from the content model', () => {
  it('show a missing required prop at its field as the author types', async () => {
    const { user } = renderPropertiesPanel('textBlock', {});
    const text = screen.getByLabelText('Text');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(
      'a textBlock block needs text; without it the block renders nothing Plain text, or formatted text when Rich text is on.',
    );
    await user.type(text, 'Hello');
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('count the problems of the advanced fields on their summary', () => {
    renderPropertiesPanel('textBlock', { text: 'Hi', paddingVertical: 'huge' });
    expect(screen.getByText('Advanced (1 problem)')).toBeInTheDocument();
  });
});

describe('a block type no view may place', () => {
  it('is named, with no field', () => {
    renderPropertiesPanel('marquee', { speed: 3 });
    expect(within(panel()).getByRole('heading', { name: 'marquee' })).toBeInTheDocument();
    expect(within(panel()).queryAllByRole('textbox')).toEqual([]);
  });
});
