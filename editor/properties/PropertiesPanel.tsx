import { useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { checkNodeProps } from '../../content-model/authoring/checkNode';
import { contractOf } from '../../shared/blocks/catalog';
import { ruleOf, type Field } from '../../shared/blocks/fields';
import { fieldsOfType } from '../../shared/blocks/fieldsIndex';
import { fallbackOf } from '../../shared/blocks/options';
import { ProblemList } from './FieldFrame';
import type { FieldProblem } from './fieldProps';
import { FieldRow } from './FieldRow';
import { readFlag } from './fieldValues';
import styles from './PropertiesPanel.module.css';

/**
 * The selected node, as the panel edits it.
 * @internal Exported for its tests.
 */
export interface PanelNode {
  type: string;
  id: string;
  props?: Readonly<Record<string, unknown>>;
}

export interface PropertiesPanelProps {
  node: PanelNode;
  /** Sets one prop of the node; `undefined` leaves it out (the block uses its default). */
  onChange: (prop: string, value: unknown) => void;
  /** The bindings the node's context offers its text fields (`{!Item.title}`); none by default. */
  bindings?: readonly string[];
}

const NO_PROBLEMS: readonly FieldProblem[] = [];
const NO_BINDINGS: readonly string[] = [];

/** The content model's problems with the node's props, by prop (`''`: the node as a whole). */
function problemsByProp(node: PanelNode): ReadonlyMap<string, readonly FieldProblem[]> {
  const byProp = new Map<string, FieldProblem[]>();
  for (const { prop, message, severity } of checkNodeProps(node)) {
    const key = prop ?? '';
    byProp.set(key, [...(byProp.get(key) ?? []), { message, severity }]);
  }
  return byProp;
}

interface FieldListProps {
  fields: readonly Field[];
  bindings: readonly string[];
  node: PanelNode;
  problems: ReadonlyMap<string, readonly FieldProblem[]>;
  onChange: (prop: string, value: unknown) => void;
}

function FieldList({ fields, bindings, node, problems, onChange }: FieldListProps) {
  const props = node.props ?? {};
  return fields.map((field) => (
    <FieldRow
      key={field.prop}
      field={field}
      value={props[field.prop]}
      problems={problems.get(field.prop) ?? NO_PROBLEMS}
      defaultOption={field.kind === 'choice' ? fallbackOf(ruleOf(field), props) : undefined}
      rich={
        field.kind === 'copy' &&
        field.richWhen !== undefined &&
        readFlag(props[field.richWhen]) === true
      }
      bindings={bindings}
      onChange={onChange}
    />
  ));
}

/**
 * The selected block's properties: a field per prop of its contract (labelled, ordered and
 * explained by its field metadata, when it has some), with the content model's problems at their
 * fields as the author types. Controlled: each change goes to `onChange` and comes back in `node`.
 */
export function PropertiesPanel({ node, onChange, bindings = NO_BINDINGS }: PropertiesPanelProps) {
  const problemsId = useId();
  const contract = contractOf(node.type);
  const fields = useMemo(() => fieldsOfType(node.type) ?? [], [node.type]);
  const problems = useMemo(() => problemsByProp(node), [node]);
  // The fields get one callback for the panel's life, so a new `onChange` renders none of them.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const change = useCallback((prop: string, value: unknown) => {
    latest.current(prop, value);
  }, []);
  const main = fields.filter((field) => !field.advanced);
  const advanced = fields.filter((field) => field.advanced);
  const nodeProblems = problems.get('') ?? NO_PROBLEMS;
  const advancedProblems = advanced.reduce(
    (count, field) => count + (problems.get(field.prop)?.length ?? 0),
    0,
  );
  return (
    <section aria-label="Properties" className={styles.panel}>
      <h2 className={styles.heading}>{contract?.label ?? node.type}</h2>
      {contract ? (
        <p className={styles.help}>{contract.description}</p>
      ) : (
        <p className={styles.error}>
          No block of type “{node.type}”: it has no properties to edit.
        </p>
      )}
      {nodeProblems.length > 0 && <ProblemList id={problemsId} problems={nodeProblems} />}
      {/* Keyed by node: another node's fields start afresh (no typed text, no text mode carried over). */}
      <div key={node.id} className={styles.fields}>
        <FieldList
          fields={main}
          bindings={bindings}
          node={node}
          problems={problems}
          onChange={change}
        />
        {advanced.length > 0 && (
          <details className={styles.advanced}>
            <summary>
              Advanced
              {advancedProblems > 0 &&
                ` (${String(advancedProblems)} ${advancedProblems === 1 ? 'problem' : 'problems'})`}
            </summary>
            <FieldList
              fields={advanced}
              bindings={bindings}
              node={node}
              problems={problems}
              onChange={change}
            />
          </details>
        )}
      </div>
    </section>
  );
}
