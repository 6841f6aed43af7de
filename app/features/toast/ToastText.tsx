import { Fragment } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { segmentText } from './toastLinks';
import type { ToastLink } from './toastTypes';

interface ToastTextProps {
  text: string;
  links?: Record<string, ToastLink>;
  linkClassName?: string;
}

/** Text with its `{0}` / `{name}` placeholders as links; built as elements, never as HTML. */
export function ToastText({ text, links, linkClassName }: ToastTextProps) {
  const t = useMessages();
  return segmentText(text, links).map((segment, index) =>
    segment.kind === 'link' ? (
      <a
        key={index}
        className={linkClassName}
        href={segment.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {segment.label}
        <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
      </a>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
