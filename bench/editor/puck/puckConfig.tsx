/**
 * The bench's blocks as Puck components: the fields an author edits in our editor for the same
 * blocks (a text block's text and heading tag, a banner's title and picture, …), drawn as plain
 * markup of about the site's weight. A section's and a columns block's regions are slot fields.
 */
import type { Config, Slot } from '@puckeditor/core';

interface BenchComponents {
  Section: { widths: string; col1: Slot };
  Columns: { widths: string; col1: Slot; col2: Slot; col3: Slot };
  Text: { text: string; headingTag: 'h2' | 'p' };
  Banner: { title: string; picture: string; height: number };
  Button: { label: string; variant: 'primary' | 'secondary' };
  Image: { src: string; alt: string; width: number; height: number };
  ContentCard: { title: string; excerpt: string };
}

const widthsField = { type: 'text', label: 'Column widths (twelfths)' } as const;

export const puckConfig: Config<BenchComponents> = {
  components: {
    Section: {
      fields: { widths: widthsField, col1: { type: 'slot' } },
      render: ({ col1: Column }) => (
        <section className="bench-section">
          <Column />
        </section>
      ),
    },
    Columns: {
      fields: {
        widths: widthsField,
        col1: { type: 'slot' },
        col2: { type: 'slot' },
        col3: { type: 'slot' },
      },
      render: ({ widths, col1: First, col2: Second, col3: Third }) => {
        const count = widths.split(' ').length;
        return (
          <div
            className="bench-columns"
            style={{ gridTemplateColumns: `repeat(${String(count)}, 1fr)` }}
          >
            <First />
            <Second />
            {count > 2 ? <Third /> : null}
          </div>
        );
      },
    },
    Text: {
      fields: {
        text: { type: 'textarea', label: 'Text' },
        headingTag: {
          type: 'select',
          label: 'Heading tag',
          options: [
            { label: 'h2', value: 'h2' },
            { label: 'p', value: 'p' },
          ],
        },
      },
      render: ({ text, headingTag: Tag }) => <Tag className="bench-text">{text}</Tag>,
    },
    Banner: {
      fields: {
        title: { type: 'text', label: 'Title' },
        picture: { type: 'text', label: 'Picture' },
        height: { type: 'number', label: 'Height' },
      },
      render: ({ title, picture, height }) => (
        <div className="bench-banner" style={{ height, backgroundImage: `url(${picture})` }}>
          <h3>{title}</h3>
        </div>
      ),
    },
    Button: {
      fields: {
        label: { type: 'text', label: 'Label' },
        variant: {
          type: 'radio',
          label: 'Variant',
          options: [
            { label: 'Primary', value: 'primary' },
            { label: 'Secondary', value: 'secondary' },
          ],
        },
      },
      render: ({ label, variant }) => (
        <button type="button" className={`bench-button bench-button-${variant}`}>
          {label}
        </button>
      ),
    },
    Image: {
      fields: {
        src: { type: 'text', label: 'Image URL' },
        alt: { type: 'text', label: 'Alt text' },
        width: { type: 'number', label: 'Width (%)' },
        height: { type: 'number', label: 'Height' },
      },
      render: ({ src, alt, width, height }) => (
        <img
          className="bench-image"
          src={src}
          alt={alt}
          style={{ width: `${String(width)}%`, height }}
        />
      ),
    },
    ContentCard: {
      fields: {
        title: { type: 'text', label: 'Title' },
        excerpt: { type: 'textarea', label: 'Excerpt' },
      },
      render: ({ title, excerpt }) => (
        <article className="bench-card">
          <h3>{title}</h3>
          <p>{excerpt}</p>
        </article>
      ),
    },
  },
};
