import { useState, type SyntheticEvent } from 'react';
import { AuthoringApiError, type PageSummary } from '../api/authoringClient';
import { useModalDialog } from './useModalDialog';

export interface PageForm {
  title: string;
  route: string;
  /** For a new page: the id of the page it copies; empty for a blank page. */
  from: string;
}

interface PageFormDialogProps {
  /** "New page", or "Rename or move About". */
  heading: string;
  submitLabel: string;
  initial: PageForm;
  /** The pages a new one may copy; none for a move. */
  sources?: readonly PageSummary[];
  onSubmit: (form: PageForm) => Promise<void>;
  onClose: () => void;
}

/** Which field a refusal of the API is about: a path's are the route's, the rest the form's. */
const ROUTE_ERRORS = new Set(['reserved-route', 'route-taken', 'exists', 'invalid']);

/**
 * A page's title and path (and, for a new page, what it starts from), as a modal dialog. The
 * server's refusal shows at the field it is about; nothing changes until it accepts.
 */
export function PageFormDialog(props: PageFormDialogProps) {
  const { heading, submitLabel, initial, sources, onSubmit, onClose } = props;
  const dialog = useModalDialog(true);
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<{ route: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(form);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const route = error instanceof AuthoringApiError && ROUTE_ERRORS.has(error.code);
      setProblem({ route, message });
    } finally {
      setBusy(false);
    }
  };

  const routeProblem = problem?.route ? problem.message : null;
  return (
    <dialog
      ref={dialog}
      className="page-form"
      aria-labelledby="page-form-heading"
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)}>
        <h2 id="page-form-heading">{heading}</h2>
        <label htmlFor="page-title">Title</label>
        <input
          id="page-title"
          required
          maxLength={200}
          value={form.title}
          onChange={(event) => {
            setForm({ ...form, title: event.target.value });
          }}
        />
        <label htmlFor="page-route">Path</label>
        <input
          id="page-route"
          required
          aria-describedby={routeProblem ? 'page-route-problem page-route-help' : 'page-route-help'}
          aria-invalid={routeProblem ? true : undefined}
          value={form.route}
          onChange={(event) => {
            setForm({ ...form, route: event.target.value });
          }}
        />
        <p id="page-route-help" className="help">
          Where the page is on the site, like /careers. Moving a published page sends its old path
          to the new one (301).
        </p>
        {routeProblem && (
          <p id="page-route-problem" className="field-problem" role="alert">
            {routeProblem}
          </p>
        )}
        {sources && (
          <>
            <label htmlFor="page-from">Start from</label>
            <select
              id="page-from"
              value={form.from}
              onChange={(event) => {
                setForm({ ...form, from: event.target.value });
              }}
            >
              <option value="">A blank page</option>
              {sources.map((page) => (
                <option key={page.id} value={page.id}>
                  A copy of {page.title}
                </option>
              ))}
            </select>
          </>
        )}
        {problem && !problem.route && (
          <p className="field-problem" role="alert">
            {problem.message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
