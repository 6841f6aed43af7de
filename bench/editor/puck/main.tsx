/**
 * The bench's peer: Puck's own editor (`<Puck>`, its canvas in an iframe) over the bench's page,
 * read from `bench-data.json` beside this page. For the harness to select a block before an
 * action (as an author's click would, untimed), `window.__puckBench.select(id)` asks Puck's own
 * API for the block's selector and sets it.
 */
import { Puck, useGetPuck, type Data } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { puckConfig } from './puckConfig';
import './bench.css';

interface BenchData {
  data: Data;
  itemExpanded: Record<string, boolean>;
}

declare global {
  interface Window {
    __puckBench?: { select: (id: string) => boolean };
  }
}

function BenchApi({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    window.__puckBench = {
      select: (id) => {
        const puck = getPuck();
        const itemSelector = puck.getSelectorForId(id);
        if (!itemSelector) return false;
        puck.dispatch({ type: 'setUi', ui: { itemSelector } });
        return true;
      },
    };
  }, [getPuck]);
  return <>{children}</>;
}

const response = await fetch('./bench-data.json');
const { data, itemExpanded } = (await response.json()) as BenchData;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Puck
      config={puckConfig}
      data={data}
      iframe={{ enabled: true }}
      ui={{ itemExpanded, plugin: { current: 'outline' } }}
      overrides={{ puck: BenchApi }}
    />,
  );
}
