import type { FastifyBaseLogger } from 'fastify';
import {
  ContentValidationError,
  draftedKey,
  layOutDrafted,
  loadContent,
  problemLine,
  type ContentStore,
  type SiteContent,
} from '../../content-model';

/**
 * The content a signed-in author (or a reviewer with a preview link) sees: the published
 * version with every draft applied, laid out on local disk and read as the content folder is.
 * Made again only when the head or a draft changes; while the drafts do not pass the checks, the
 * last drafted content that did is shown (the authoring API's check lists the problems).
 */
export class DraftPreview {
  private last: { key: string; content: SiteContent } | undefined;
  private making = new Map<string, Promise<SiteContent | undefined>>();

  constructor(
    private readonly store: ContentStore,
    private readonly cacheDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The drafted content; undefined when there are no drafts (the published content is it). */
  async content(): Promise<SiteContent | undefined> {
    const [head, drafts] = await Promise.all([this.store.head(), this.store.drafts()]);
    if (!head || drafts.length === 0) return undefined;
    const key = draftedKey(head, drafts);
    if (this.last?.key === key) return this.last.content;
    let made = this.making.get(key);
    if (!made) {
      made = this.make(key, async () => {
        const dir = await layOutDrafted(this.store, head, drafts, key, this.cacheDir);
        return loadContent(dir);
      }).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  private async make(
    key: string,
    read: () => Promise<SiteContent>,
  ): Promise<SiteContent | undefined> {
    try {
      const content = await read();
      this.last = { key, content };
      return content;
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      this.log.warn(
        { problems: error.problems.map(problemLine) },
        'the drafts do not pass the checks: the preview shows the last drafts that did',
      );
      return this.last?.content;
    }
  }
}
