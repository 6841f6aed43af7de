import type { ReactNode } from 'react';
import { useToast } from '../../features/toast/useToast';
import { type ToastConfig } from '../../features/toast/toastTypes';
import styles from './ToastDemo.module.css';

const VARIANTS = ['info', 'success', 'warning', 'error'] as const;
const MODES = ['dismissible', 'sticky'] as const;

const SAMPLE_MESSAGES: Record<(typeof VARIANTS)[number], string> = {
  info: 'Cycle counts sync every 15 minutes.',
  success: 'Your replenishment plan was saved.',
  warning: 'Two vans have not synced today.',
  error: 'The lot record could not be loaded.',
};

function label(variant: string): string {
  return variant.charAt(0).toUpperCase() + variant.slice(1);
}

/** The samples the gallery offers: each variant in each mode, the default mode, and with links. */
function samples(): { name: string; config: ToastConfig }[] {
  const byMode = VARIANTS.flatMap((variant) =>
    MODES.map((mode) => ({
      name: `${label(variant)} ${mode}`,
      config: { label: label(variant), message: SAMPLE_MESSAGES[variant], variant, mode },
    })),
  );
  return [
    ...byMode,
    {
      name: 'Success, default mode',
      config: {
        label: 'Saved',
        message: 'Defaults to dismissible without links.',
        variant: 'success',
      },
    },
    {
      name: 'Info with links',
      config: {
        label: 'Release notes for {0}',
        labelLinks: [{ url: 'https://www.example.com/releases', label: 'Winter 26' }],
        message: 'Read the {guide} before you upgrade.',
        messageLinks: { guide: { url: '/about', label: 'upgrade guide' } },
        variant: 'info',
        mode: 'dismissible',
      },
    },
  ];
}

export function ToastDemo(): ReactNode {
  const showToast = useToast();
  return (
    <ul className={styles.list}>
      {samples().map(({ name, config }) => (
        <li key={name}>
          <button type="button" className={styles.button} onClick={() => showToast(config)}>
            Show {name} toast
          </button>
        </li>
      ))}
    </ul>
  );
}
