import { useEffect, useRef, useState } from 'react';
import { pageRebased } from '../document';
import { withChoices } from '../saving/mergeViews';
import { mergeDone, selectSaveState } from '../saving/saveSlice';
import { useEditorDispatch, useEditorSelector } from '../state/hooks';

const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Someone else saved the page meanwhile and changed some of the fields the author changed: an
 * alert dialog shows both values of each, and the author keeps theirs or takes the colleague's,
 * field by field. Nothing is saved until they choose; what did not overlap is merged already.
 */
export function ConflictDialog({ announce }: { announce: (message: string) => void }) {
  const dispatch = useEditorDispatch();
  const { merge } = useEditorSelector(selectSaveState);
  const dialog = useRef<HTMLDialogElement>(null);
  const [keepMine, setKeepMine] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (merge && !element.open) {
      setKeepMine(new Set());
      element.showModal();
    }
    if (!merge && element.open) element.close();
  }, [merge]);

  const choose = (index: number, mine: boolean) => {
    setKeepMine((current) => {
      const next = new Set(current);
      if (mine) next.add(index);
      else next.delete(index);
      return next;
    });
  };

  const apply = () => {
    if (!merge) return;
    const { revision, baseRevision, by } = merge;
    dispatch(pageRebased({ view: withChoices(merge, keepMine), revision, baseRevision }));
    dispatch(mergeDone(`Merged with the changes ${by} saved meanwhile`));
    announce('Merged; saving');
  };

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="conflict"
      aria-labelledby="conflict-heading"
      aria-describedby="conflict-what"
      onCancel={(event) => {
        // A choice is needed: Escape does not leave the page half merged.
        event.preventDefault();
      }}
    >
      <h2 id="conflict-heading">{merge?.by ?? 'Someone'} changed this page too</h2>
      <p id="conflict-what">
        Their changes that do not touch yours are merged. For each field you both changed, keep
        yours or take theirs; then save the merge.
      </p>
      <ul>
        {merge?.conflicts.map((conflict, index) => (
          <li key={`${conflict.id ?? ''}:${conflict.prop ?? ''}`}>
            <h3>{conflict.label}</h3>
            {conflict.prop !== null && (
              <dl>
                <dt>Yours</dt>
                <dd>{shown(conflict.mine)}</dd>
                <dt>Theirs</dt>
                <dd>{shown(conflict.theirs)}</dd>
              </dl>
            )}
            <div role="group" aria-label={conflict.label}>
              <button
                type="button"
                aria-pressed={keepMine.has(index)}
                onClick={() => {
                  choose(index, true);
                }}
              >
                Keep mine
              </button>
              <button
                type="button"
                aria-pressed={!keepMine.has(index)}
                onClick={() => {
                  choose(index, false);
                }}
              >
                Take theirs
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={apply}>
        Save the merge
      </button>
    </dialog>
  );
}
