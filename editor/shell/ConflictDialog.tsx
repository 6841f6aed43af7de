import { useState } from 'react';
import { pageRebased } from '../document';
import { withChoices } from '../saving/mergeViews';
import { mergeDone, selectSaveState } from '../saving/saveSlice';
import { useEditorDispatch, useEditorSelector } from '../state/hooks';
import { shownValue } from './shownValue';
import { useModalDialog } from './useModalDialog';

/**
 * Someone else saved the page meanwhile and changed some of the fields the author changed: an
 * alert dialog shows both values of each, and the author keeps theirs or takes the colleague's,
 * field by field. Nothing is saved until they choose; what did not overlap is merged already.
 */
export function ConflictDialog({ announce }: { announce: (message: string) => void }) {
  const dispatch = useEditorDispatch();
  const { merge } = useEditorSelector(selectSaveState);
  const dialog = useModalDialog(merge !== null);
  // The choices are of this merge: a new one starts with theirs everywhere.
  const [choices, setChoices] = useState<{ merge: typeof merge; keepMine: ReadonlySet<number> }>({
    merge,
    keepMine: new Set(),
  });
  const keepMine = choices.merge === merge ? choices.keepMine : new Set<number>();

  const choose = (index: number, mine: boolean) => {
    const next = new Set(keepMine);
    if (mine) next.add(index);
    else next.delete(index);
    setChoices({ merge, keepMine: next });
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
                <dd>{shownValue(conflict.mine)}</dd>
                <dt>Theirs</dt>
                <dd>{shownValue(conflict.theirs)}</dd>
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
