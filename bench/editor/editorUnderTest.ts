/**
 * What the harness needs of an editor to run the same measures on ours and on Puck: how to open
 * the bench's page in a fresh browser context, where its outline and canvas show a block, and how
 * an author selects, types into, deletes, duplicates, copies and pastes a block there.
 */
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import type { Watch } from './probe';

export interface EditorUnderTest {
  /** As the report names it. */
  name: string;
  /** A fresh context (cold cache) for one run, signed in where the editor wants it. */
  newContext: () => Promise<BrowserContext>;
  /** Navigates to the bench's page; resolves as soon as navigation has committed. */
  open: (page: Page) => Promise<void>;
  /** The canvas's frame, once it is there. */
  canvas: (page: Page) => Promise<Frame>;
  /** The outline's and the canvas's element for a block (a selector in their documents). */
  outlineItem: (id: string) => string;
  canvasBlock: (id: string) => string;
  /** Any block's element in the outline and in the canvas (to spot a new one). */
  anyOutlineItem: string;
  anyCanvasBlock: string;
  /** Blocks the outline draws once the page is open: every block, or a window of them. */
  outlineItemsAtOpen: (total: number) => number;
  /** Selects a block, untimed, as an author's click in the outline would. */
  select: (page: Page, id: string) => Promise<void>;
  /** The selected block's text field, in the editor's properties. */
  textField: (page: Page) => Locator;
  /** The actions, on the selected block, each as an author performs it (see `how`). */
  remove: (page: Page, id: string) => Promise<void>;
  duplicate: (page: Page, id: string) => Promise<void>;
  /** `null` where the editor offers no copy and paste of a block. */
  copyPaste: {
    copy: (page: Page, id: string) => Promise<void>;
    paste: (page: Page, id: string) => Promise<void>;
  } | null;
  /**
   * A keystroke the editor's own code handles, with what shows it was handled (a watch in the
   * editor's document or the canvas's).
   */
  firstKey: { press: (page: Page) => Promise<void>; where: 'editor' | 'canvas'; watch: Watch };
  /** How each action is performed, for the report. */
  how: { remove: string; duplicate: string; paste: string; firstKey: string };
  close: () => Promise<void>;
}
