import type { Page } from 'playwright-core';

/** What the stand-in saw, as a test reads it back. */
export interface DevToolsRecording {
  /** The name of each store that connected (RTK's `devTools.name`). */
  names: string[];
  /** Every action type that reached a connected store, in order. */
  actions: string[];
}

interface RecordingInPage extends DevToolsRecording {
  /** Each store's state after each recorded action (the last store's), for `jumpTo`. */
  states: unknown[];
  dispatch?: (action: unknown) => unknown;
  getState?: () => unknown;
  jumpTo?: (state: unknown) => void;
}

type Enhancer = (next: StoreCreator) => StoreCreator;
type StoreCreator = (reducer: Reducer, preloadedState?: unknown) => Store;
type Reducer = (state: unknown, action: { type: string; state?: unknown }) => unknown;
interface Store {
  dispatch: (action: { type: string; state?: unknown }) => unknown;
  getState: () => unknown;
}

declare global {
  interface Window {
    __devToolsRecording?: RecordingInPage;
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown;
  }
}

/**
 * A recording stand-in for the Redux DevTools extension, run in the page before its scripts
 * (`page.addInitScript`). It implements what RTK's `configureStore` calls:
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)`, its own enhancer
 * innermost, so every action that reaches the store is recorded, those middleware dispatch
 * included. As the extension's dispatcher does, `dispatch` goes through the whole store,
 * middleware first; `jumpTo` replaces the state as a jump in the extension's history does,
 * past every middleware. Self-contained: Playwright sends its source to the page.
 */
export function installDevToolsStandIn(): void {
  const JUMP = '@@devtools-stand-in/JUMP';
  const recording: RecordingInPage = { names: [], actions: [], states: [] };
  window.__devToolsRecording = recording;
  const connect =
    (options: { name?: string }) =>
    (...enhancers: Enhancer[]): Enhancer =>
    (createStore) =>
    (reducer, preloadedState) => {
      recording.names.push(options.name ?? document.title);
      const jumpable: Reducer = (state, action) =>
        action.type === JUMP ? action.state : reducer(state, action);
      const recorded: StoreCreator = (innerReducer, innerState) => {
        const store = createStore(innerReducer, innerState);
        recording.jumpTo = (state) => store.dispatch({ type: JUMP, state });
        return {
          ...store,
          dispatch: (action) => {
            const result = store.dispatch(action);
            recording.actions.push(action.type);
            recording.states.push(store.getState());
            return result;
          },
        };
      };
      const store = enhancers.reduceRight<StoreCreator>(
        (composed, enhancer) => enhancer(composed),
        recorded,
      )(jumpable, preloadedState);
      recording.dispatch = (action) => store.dispatch(action as { type: string });
      recording.getState = () => store.getState();
      return store;
    };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args: unknown[]) =>
    args.length === 1 && typeof args[0] === 'object'
      ? connect(args[0] as { name?: string })
      : connect({})(...(args as Enhancer[]));
}

/** What the stand-in recorded so far; empty when nothing connected to it. */
export function devToolsRecording(page: Page): Promise<DevToolsRecording> {
  return page.evaluate(() => {
    const recording = window.__devToolsRecording;
    return { names: [...(recording?.names ?? [])], actions: [...(recording?.actions ?? [])] };
  });
}

/** Dispatches `action` to the connected store as DevTools' dispatcher does. */
export async function dispatchFromDevTools(page: Page, action: object): Promise<void> {
  await page.evaluate((sent) => {
    const dispatch = window.__devToolsRecording?.dispatch;
    if (!dispatch) throw new Error('no store connected to DevTools');
    dispatch(sent);
  }, action);
}

/** The connected store's state now (JSON-safe, as DevTools show it). */
export function devToolsState<T>(page: Page): Promise<T> {
  return page.evaluate(() => {
    const getState = window.__devToolsRecording?.getState;
    if (!getState) throw new Error('no store connected to DevTools');
    return JSON.parse(JSON.stringify(getState())) as unknown;
  }) as Promise<T>;
}

/**
 * Jumps back in DevTools' history to the state the store had before the last recorded action
 * of `type`, as the extension's "Jump" does: the state is replaced, no action reaches the
 * middleware.
 */
export async function jumpBefore(page: Page, type: string): Promise<void> {
  await page.evaluate((actionType) => {
    const recording = window.__devToolsRecording;
    const index = recording?.actions.lastIndexOf(actionType) ?? -1;
    if (!recording?.jumpTo || index < 1) throw new Error(`no ${actionType} to jump before`);
    recording.jumpTo(recording.states[index - 1]);
  }, type);
}
