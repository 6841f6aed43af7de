import { useEffect, useState } from 'react';
import type { AuthoringClient, Version } from '../api/authoringClient';
import { shownValue } from './shownValue';
import { useModalDialog } from './useModalDialog';

interface HistoryDialogProps {
  open: boolean;
  client: AuthoringClient;
  /** The page's file: the versions listed are those that changed it. */
  path: string;
  mayRestore: boolean;
  /** A version was restored: the page is read again. */
  onRestored: (version: Version) => void;
  onClose: () => void;
}

/** How many versions the history reads: the page's among the site's latest. */
const VERSIONS_READ = 50;

/**
 * The versions that changed this page, newest first: who, when, the message, and what changed in
 * the page field by field. A publisher may restore one: its content is published again as a new
 * version, through today's checks.
 */
export function HistoryDialog(props: HistoryDialogProps) {
  const { open, client, path, mayRestore, onRestored, onClose } = props;
  const dialog = useModalDialog(open);
  const [versions, setVersions] = useState<readonly Version[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    client.versions(VERSIONS_READ).then(
      (read) => {
        if (live) setVersions(read.filter((v) => v.changes.some((c) => c.path === path)));
      },
      (error: unknown) => {
        if (live) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [open, client, path]);

  const restore = async (version: Version) => {
    setProblem(null);
    try {
      await client.restore(
        version.id,
        `Restored version ${String(version.number)} from the editor`,
      );
      onRestored(version);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <dialog ref={dialog} className="history" aria-labelledby="history-heading" onClose={onClose}>
      <h2 id="history-heading">History</h2>
      {problem && (
        <p role="alert" className="problems">
          {problem}
        </p>
      )}
      {versions === null ? (
        <p>Reading the versions…</p>
      ) : versions.length === 0 ? (
        <p>No version of the latest {VERSIONS_READ} changed this page.</p>
      ) : (
        <ol>
          {versions.map((version, index) => (
            <li key={version.id}>
              <p>
                <strong>Version {version.number}</strong> by {version.author},{' '}
                <time dateTime={version.at}>{new Date(version.at).toLocaleString('en')}</time>:{' '}
                {version.message}
              </p>
              <ul className="history-fields">
                {version.changes
                  .filter((change) => change.path === path)
                  .flatMap((change) => change.fields ?? [])
                  .map((field) => (
                    <li key={`${field.path}:${field.change}`}>
                      <code>{field.path}</code> {field.change}
                      {field.before !== undefined && <del>{shownValue(field.before)}</del>}
                      {field.after !== undefined && <ins>{shownValue(field.after)}</ins>}
                    </li>
                  ))}
              </ul>
              {mayRestore && index > 0 && (
                <button type="button" onClick={() => void restore(version)}>
                  Restore version {version.number}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
