import type { CSSProperties, ReactNode } from 'react';
import { linkAttributes } from '@about-site/sdk/links';
import { FORM_FACTORS } from '../../normalizers/layoutDirection';
import { spaceToken } from '../../normalizers/spaceToken';
import { cssVars } from '../../ui/cssVars';
import { cx } from '../../ui/cx';
import type { TextContent } from './richTextContent';
import type { TextDecoration, TextBlockProps } from './textBlockProps';
import type { TextLook } from './textDisplay';
import styles from './TextBlock.module.css';
import { isHeadingTag } from '../../../shared/blocks/options';

function decorationStyle({ bold, italic, underline, strike }: TextDecoration): CSSProperties {
  const lines = [underline && 'underline', strike && 'line-through'].filter(Boolean).join(' ');
  return {
    fontWeight: bold ? 'var(--font-weight-bold)' : undefined,
    fontStyle: italic ? 'italic' : undefined,
    textDecorationLine: lines || undefined,
  };
}

function hiddenClasses(look: TextLook, lookCount: number): (string | undefined)[] {
  if (lookCount === 1) return [];
  return FORM_FACTORS.filter((factor) => !look.formFactors.includes(factor)).map(
    (factor) => styles[`hide-${factor}`],
  );
}

function LinkedText({ text, props }: { text: string; props: TextBlockProps }): ReactNode {
  const attributes = props.link === null ? null : linkAttributes(props.link);
  if (!attributes) return text;
  return (
    <a className={styles.link} {...attributes}>
      {text}
      {props.linkAssistiveText && (
        <>
          {' '}
          <span className="visually-hidden">{props.linkAssistiveText}</span>
        </>
      )}
    </a>
  );
}

/**
 * The text block's markup for content ready to render: a heading (`h1`..`h6`) or body paragraph
 * per form-factor look, text as a text node, sanitised HTML as HTML. Nothing when it is empty.
 */
export function TextBlockMarkup({
  props,
  content,
}: {
  props: TextBlockProps;
  content: TextContent;
}): ReactNode {
  const { looks } = props;
  const isEmpty = content.kind === 'text' ? content.text === '' : content.html === '';
  if (isEmpty) return null;
  return (
    <div
      className={cx(styles.block, styles[`align-${props.textAlign}`])}
      style={cssVars({
        '--text-padding-block': spaceToken(props.paddingVertical),
        '--text-padding-inline': spaceToken(props.paddingHorizontal),
        '--text-background': props.backgroundColor,
        '--text-color': props.textColor,
        '--text-align': props.textAlign,
      })}
    >
      {looks.map((look) => {
        const heading = isHeadingTag(look.tag);
        const Tag = content.kind === 'html' && !heading ? 'div' : look.tag;
        const className = cx(
          styles.text,
          heading ? styles.heading : styles.body,
          styles[look.style],
          content.kind === 'html' && styles.rich,
          ...hiddenClasses(look, looks.length),
          props.textClass,
        );
        const style = decorationStyle(props.decoration);
        return content.kind === 'html' ? (
          <Tag
            key={look.formFactors.join('-')}
            className={className}
            style={style}
            dangerouslySetInnerHTML={{ __html: content.html }}
          />
        ) : (
          <Tag key={look.formFactors.join('-')} className={className} style={style}>
            <LinkedText text={content.text} props={props} />
          </Tag>
        );
      })}
    </div>
  );
}
