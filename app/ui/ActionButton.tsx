import type { ReactNode } from 'react';
import { linkAttributes } from '@about-site/sdk/links';
import type { ButtonSize, ButtonType, ButtonVariant } from '../../shared/blocks/options';
import { cx } from './cx';
import styles from './ActionButton.module.css';

export interface ActionButtonProps {
  children: ReactNode;
  variant: ButtonVariant;
  size: ButtonSize;
  /** Fills its container's width. */
  stretch?: boolean;
  /** A link target; a valid one renders an anchor, anything else a `<button>`. */
  url?: string | undefined;
  /** The `<button>` type when no valid url is given. */
  type?: ButtonType;
  /** Extra words for screen readers, appended to the visible label. */
  assistiveText?: string | undefined;
  /** `dark` restyles the variants for a dark background. Default `light`. */
  tone?: 'light' | 'dark';
}

/** A call to action styled as a button: an anchor when it navigates, a button otherwise. */
export function ActionButton({
  children,
  variant,
  size,
  stretch = false,
  url,
  type = 'button',
  assistiveText,
  tone = 'light',
}: ActionButtonProps) {
  const className = cx(
    styles.button,
    styles[variant],
    styles[size],
    stretch && styles.stretch,
    tone === 'dark' && styles.onDark,
  );
  const content = (
    <>
      {children}
      {assistiveText ? (
        <>
          {' '}
          <span className="visually-hidden">{assistiveText}</span>
        </>
      ) : null}
    </>
  );
  const link = linkAttributes(url);
  if (link) {
    return (
      <a className={className} {...link}>
        {content}
      </a>
    );
  }
  return (
    <button className={className} type={type}>
      {content}
    </button>
  );
}
