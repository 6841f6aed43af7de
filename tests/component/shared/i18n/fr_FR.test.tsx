import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { SiteConfigProvider } from '../../../../app/config/SiteConfigContext';
import {
  ArrowButtons,
  CarouselPagination,
  RotationButton,
} from '../../../../app/blocks/contentCarousel/CarouselControls';
import { Grid } from '../../../../app/blocks/grid/Grid';
import { DEFAULT_GRID_OPTIONS } from '../../../../app/blocks/grid/gridOptions';
import { GridPagination } from '../../../../app/blocks/grid/GridPagination';
import { dataErrorRaised } from '../../../../app/features/toast/toastSlice';
import { ToastContainer } from '../../../../app/features/toast/ToastContainer';
import { makePageStore } from '../../../../app/pageStore';
import { NotFoundPage } from '../../../../app/pages/NotFoundPage';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';
import { makeTestProviders } from '../../../support/testProviders';
import { testConfig } from '../../../support/testStore';

/** Renders as on a page in `language`, with the words the server puts in its config. */
function renderIn(language: string, ui: ReactNode, store = makePageStore()) {
  const config = {
    ...testConfig,
    languages: ['en_US', 'fr_FR', 'de_DE'],
    language,
    messages: uiMessagesFor(language),
  };
  return render(
    <Provider store={store}>
      <SiteConfigProvider config={config}>{ui}</SiteConfigProvider>
    </Provider>,
  );
}

const noop = vi.fn();

describe('the site’s own words on a French page', () => {
  it('names the carousel controls in French', () => {
    renderIn(
      'fr_FR',
      <>
        <RotationButton rotating onToggle={noop} />
        <ArrowButtons controls="slides" buttonStyle={{}} onPrevious={noop} onNext={noop} />
        <CarouselPagination slideIds={['a', 'b']} activeIndex={0} onSelect={noop} />
      </>,
    );
    expect(
      screen.getByRole('button', { name: 'Arrêter le défilement automatique' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choisir une diapositive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive 2' })).toBeInTheDocument();
  });

  it('pages a grid with French buttons, and German ones with their “Seite”', () => {
    const paging = {
      mode: 'replace' as const,
      page: 1,
      hasNextPage: true,
      hasPreviousPage: true,
      loading: false,
      onNext: noop,
      onPrevious: noop,
    };
    const { unmount } = renderIn('fr_FR', <GridPagination {...paging} label="Pagination" />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    unmount();
    renderIn('de_DE', <GridPagination {...paging} label="Seitennavigation" />);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.getByText('Seite 2')).toBeInTheDocument();
  });

  it('writes the 404 page in French, its link to the French About page', () => {
    renderIn('fr_FR', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('La page demandée n’existe pas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la page À propos' })).toHaveAttribute(
      'href',
      '/fr/about',
    );
  });

  it('says a data error and closes its toast in French', () => {
    const store = makePageStore();
    store.dispatch(dataErrorRaised('grid/load'));
    renderIn('fr_FR', <ToastContainer reducedMotion />, store);
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText('Erreur')).toBeInTheDocument();
    expect(
      within(toast).getByText(
        'Une partie du contenu n’a pas pu être chargée. Veuillez réessayer plus tard.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('names each grid item by its place in French', () => {
    const { wrapper } = makeTestProviders({
      languages: ['en_US', 'fr_FR'],
      language: 'fr_FR',
      messages: uiMessagesFor('fr_FR'),
    });
    const items = [
      { id: 'a', title: 'Notre histoire' },
      { id: 'b', title: 'Nos valeurs' },
    ];
    render(<Grid {...DEFAULT_GRID_OPTIONS} gridId="values" items={items} />, { wrapper });
    expect(
      screen.getByRole('article', { name: 'Élément 2 sur 2: Nos valeurs' }),
    ).toBeInTheDocument();
  });
});
