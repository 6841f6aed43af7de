import { BLOCK_CONTRACTS } from '../../shared/blocks/catalog';
import { useModalDialog } from './useModalDialog';

interface AddBlockDialogProps {
  open: boolean;
  /** Where the block goes, in words: "after Text Block: Our Mission". */
  where: string;
  onChoose: (type: string) => void;
  onClose: () => void;
}

/**
 * The blocks a page may place, by label and description, as a modal dialog: the browser keeps
 * focus in it, Escape closes it, and focus goes back to what opened it.
 */
export function AddBlockDialog({ open, where, onChoose, onClose }: AddBlockDialogProps) {
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      className="add-block"
      aria-labelledby="add-block-heading"
      onClose={onClose}
    >
      <h2 id="add-block-heading">Add block</h2>
      <p>The block goes {where}.</p>
      <ul>
        {BLOCK_CONTRACTS.map((contract) => (
          <li key={contract.type}>
            <button
              type="button"
              aria-describedby={`add-${contract.type}`}
              onClick={() => {
                onChoose(contract.type);
              }}
            >
              {contract.label}
            </button>
            <span id={`add-${contract.type}`}>{contract.description}</span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </dialog>
  );
}
