import { type Action, actions, type Resource, resources } from '@depot/contracts/permissions';
import { emptyPermissionMatrix, type PermissionMatrix as Matrix } from '@depot/contracts/roles';
import { useId } from 'react';
import {
  actionLabels,
  type Coverage,
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

/** A tri-state box: ticked when all are granted, half when some are. */
function tri(coverage: Coverage) {
  return { checked: coverage === 'all', indeterminate: coverage === 'some' };
}

const rows: Row[] = resources.map((resource) => ({ resource }));

/**
 * The role's resources × actions as a grid of checkboxes (12 × 6 from the contracts), with a
 * select-all box per resource (row) and per action (column).
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

  const resourceColumn: DataColumn<Row> = {
    key: 'resource',
    title: 'Resource',
    render: ({ resource }) =>
      readOnly ? (
        resourceLabels[resource]
      ) : (
        <label htmlFor={`${idPrefix}-row-${resource}`}>
          <IndeterminateCheckbox
            id={`${idPrefix}-row-${resource}`}
            {...tri(rowCoverage(matrix, resource))}
            aria-label={`${resourceLabels[resource]}: every action`}
            onChange={(event) => change(setRow(matrix, resource, event.target.checked))}
          />
          {resourceLabels[resource]}
        </label>
      ),
  };

  const actionColumns = actions.map(
    (action: Action): DataColumn<Row> => ({
      key: action,
      align: 'center',
      title: actionLabels[action],
      header: readOnly ? undefined : (
        <label htmlFor={`${idPrefix}-column-${action}`}>
          <IndeterminateCheckbox
            id={`${idPrefix}-column-${action}`}
            {...tri(columnCoverage(matrix, action))}
            aria-label={`${actionLabels[action]}: every resource`}
            onChange={(event) => change(setColumn(matrix, action, event.target.checked))}
          />
          {actionLabels[action]}
        </label>
      ),
      render: ({ resource }) => (
        <input
          type="checkbox"
          checked={matrix[resource][action]}
          disabled={readOnly}
          aria-label={`${resourceLabels[resource]}: ${actionLabels[action]}`}
          onChange={(event) => change(setCell(matrix, resource, action, event.target.checked))}
        />
      ),
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
    </section>
  );
}
