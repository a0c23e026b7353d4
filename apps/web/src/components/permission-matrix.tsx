import {
  type Action,
  actions,
  type GrantName,
  grantWarnings,
  type Resource,
  resources,
} from '@depot/contracts/permissions';
import { emptyPermissionMatrix, type PermissionMatrix as Matrix } from '@depot/contracts/roles';
import { useId } from 'react';
import {
  actionLabels,
  actionNeedsNote,
  type Coverage,
  changesAnother,
  columnCoverage,
  resourceLabels,
  rowCoverage,
  setCell,
  setColumn,
  setRow,
} from '@/lib/format/permission-matrix.ts';
import { type DataColumn, DataTable } from './list/data-table.tsx';
import { IndeterminateCheckbox } from './list/indeterminate-checkbox.tsx';

type PermissionMatrixProps = {
  /** The grid; a form field's value, so it may start out unset. */
  value?: Matrix;
  onChange?: (value: Matrix) => void;
  /** Shows the grants without letting them change, and without the select-all boxes. */
  readOnly?: boolean;
  /** Names the grid for assistive technology: "Permissions of Packer". */
  label: string;
};

type Row = { resource: Resource };

type SelectAllProps = {
  id: string;
  coverage: Coverage;
  /** What the box grants, for assistive technology: "Users: every action". */
  label: string;
  /** The row's or column's name beside it. */
  text: string;
  /** The id of a note saying what else the box changes. */
  describedBy?: string;
  onToggle: (checked: boolean) => void;
};

/** A row's or column's select-all box: ticked when all are granted, half when some are. */
function SelectAll({ id, coverage, label, text, describedBy, onToggle }: SelectAllProps) {
  return (
    <label htmlFor={id}>
      <IndeterminateCheckbox
        id={id}
        checked={coverage === 'all'}
        indeterminate={coverage === 'some'}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {text}
    </label>
  );
}

const rows: Row[] = resources.map((resource) => ({ resource }));

/** "Receiving: Approve", as the grid's boxes are named. */
function grantLabel(grant: GrantName): string {
  const [resource, action] = grant.split('.') as [Resource, Action];
  return `${resourceLabels[resource]}: ${actionLabels[action]}`;
}

/**
 * A read-only cell: a green tick or a faint dash, named for assistive technology, rather than
 * two disabled checkboxes that differ by a hair.
 */
function GrantMark({ granted, label }: { granted: boolean; label: string }) {
  return (
    <span
      role="img"
      aria-label={`${label}: ${granted ? 'granted' : 'not granted'}`}
      style={
        granted
          ? { color: 'var(--ant-color-success, #52c41a)', fontWeight: 700, fontSize: 16 }
          : { color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))' }
      }
    >
      {granted ? '✓' : '–'}
    </span>
  );
}

/**
 * The role's resources × actions as a grid of checkboxes (12 × 6 from the contracts), with a
 * select-all box per resource (row) and per action (column). Boxes keep the contracts' rule
 * (Export and Approve need View), and a note under the grid says so.
 */
export function PermissionMatrix({
  value,
  onChange,
  readOnly = false,
  label,
}: PermissionMatrixProps) {
  const matrix = value ?? emptyPermissionMatrix();
  const change = (next: Matrix) => onChange?.(next);
  const idPrefix = useId();
  const noteId = `${idPrefix}-needs`;
  /** The boxes whose change ticks or clears another point to the note saying so. */
  const describedBy = (action: Action) =>
    !readOnly && changesAnother(action) ? noteId : undefined;
  // Grants of no use without another the role lacks, each warned of beside its box.
  const warnings = grantWarnings(matrix);
  const warningId = (grant: GrantName) => `${idPrefix}-warning-${grant}`;
  const warned = new Set(warnings.map((warning) => warning.grant));

  const resourceColumn: DataColumn<Row> = {
    key: 'resource',
    title: 'Resource',
    render: ({ resource }) =>
      readOnly ? (
        resourceLabels[resource]
      ) : (
        <SelectAll
          id={`${idPrefix}-row-${resource}`}
          coverage={rowCoverage(matrix, resource)}
          label={`${resourceLabels[resource]}: every action`}
          text={resourceLabels[resource]}
          onToggle={(checked) => change(setRow(matrix, resource, checked))}
        />
      ),
  };

  const actionColumns = actions.map(
    (action: Action): DataColumn<Row> => ({
      key: action,
      align: 'center',
      title: actionLabels[action],
      header: readOnly ? undefined : (
        <SelectAll
          id={`${idPrefix}-column-${action}`}
          coverage={columnCoverage(matrix, action)}
          label={`${actionLabels[action]}: every resource`}
          text={actionLabels[action]}
          describedBy={describedBy(action)}
          onToggle={(checked) => change(setColumn(matrix, action, checked))}
        />
      ),
      render: ({ resource }) => {
        const grant: GrantName = `${resource}.${action}`;
        const cellLabel = grantLabel(grant);
        const warning = warned.has(grant) ? warningId(grant) : undefined;
        return (
          <>
            {readOnly ? (
              <GrantMark granted={matrix[resource][action]} label={cellLabel} />
            ) : (
              <input
                type="checkbox"
                checked={matrix[resource][action]}
                aria-label={cellLabel}
                aria-describedby={
                  [describedBy(action), warning].filter(Boolean).join(' ') || undefined
                }
                onChange={(event) =>
                  change(setCell(matrix, resource, action, event.target.checked))
                }
              />
            )}
            {warning && (
              <span
                aria-hidden
                style={{ color: 'var(--ant-color-warning, #faad14)', marginLeft: 4 }}
              >
                ⚠
              </span>
            )}
          </>
        );
      },
    }),
  );

  return (
    <section aria-label={label}>
      <DataTable<Row>
        label={label}
        columns={[resourceColumn, ...actionColumns]}
        rows={rows}
        rowKey={(row) => row.resource}
        loading={false}
      />
      {warnings.length > 0 && (
        <ul
          aria-label="Grants of no use alone"
          style={{ marginTop: 8, paddingLeft: 20, color: 'var(--ant-color-warning-text, #d48806)' }}
        >
          {warnings.map(({ grant, needs }) => (
            <li key={grant} id={warningId(grant)}>
              ⚠ {grantLabel(grant)} is of no use without {grantLabel(needs)}.
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <p
          id={noteId}
          style={{ marginTop: 8, color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))' }}
        >
          {actionNeedsNote()}
        </p>
      )}
    </section>
  );
}
