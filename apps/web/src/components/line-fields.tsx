import type { SkuKind } from '@depot/contracts/skus';
import { Button, Form, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SkuPicker } from '@/components/sku-picker.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';

// The fields of a document's lines (a receipt, an adjustment, a transfer) as every such form
// asks for them: each labelled by its line's number for a screen reader, sized to share a row,
// and typed into by a scanner (it types the code and presses Enter).

type LineField = {
  /** The line's name in its `Form.List`. */
  name: number;
  /** Its place on the screen, from 0: "line 1" is index 0. */
  index: number;
  /** The contract's schema of the field. */
  schema: z.ZodType;
};

const cell = (flex: string) => ({ flex, marginBottom: 12 });

/** The line's SKU, one of the client's, a scanned code or barcode picking it on Enter. */
export function LineSkuField({
  name,
  index,
  schema,
  user,
  refusedKinds,
}: LineField & { user: string | undefined; refusedKinds: Partial<Record<SkuKind, string>> }) {
  return (
    <Form.Item name={[name, 'sku']} rules={[zodRule(schema)]} style={cell('2 1 13rem')}>
      <SkuPicker
        user={user}
        refusedKinds={refusedKinds}
        aria-label={`SKU of line ${index + 1}`}
        placeholder="Scan or type a SKU"
      />
    </Form.Item>
  );
}

/** The line's lot, for a SKU tracked by lot. */
export function LineLotField({ name, index, schema }: LineField) {
  return (
    <Form.Item name={[name, 'lot']} rules={[zodRule(schema)]} style={cell('1 1 8rem')}>
      <Input
        aria-label={`Lot of line ${index + 1}`}
        placeholder="Lot, if tracked"
        autoComplete="off"
        maxLength={40}
      />
    </Form.Item>
  );
}

/** A location of the line by its code, as its label reads: "Location", "From location" … */
export function LineLocationField({
  name,
  index,
  schema,
  field,
  label,
  placeholder,
}: Omit<LineField, 'schema'> & {
  /** The contract's schema; none where the form's whole is checked instead. */
  schema?: z.ZodType;
  field: string;
  label: string;
  placeholder: string;
}) {
  return (
    <Form.Item
      name={[name, field]}
      rules={schema ? [zodRule(schema)] : []}
      style={cell('1 1 9rem')}
    >
      <Input
        aria-label={`${label} of line ${index + 1}`}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={30}
      />
    </Form.Item>
  );
}

/** The line's units, a whole number within the contract's bounds. */
export function LineUnitsField({
  name,
  index,
  schema,
  field,
  label,
  min,
  max,
}: LineField & { field: string; label: string; min: number; max: number }) {
  return (
    <Form.Item name={[name, field]} rules={[zodRule(schema)]} style={cell('1 1 7rem')}>
      <InputNumber
        aria-label={`${label} of line ${index + 1}`}
        placeholder={label}
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** Removes a line; a document keeps at least one. */
export function RemoveLine({
  index,
  onlyOne,
  onRemove,
}: {
  index: number;
  onlyOne: boolean;
  onRemove: () => void;
}) {
  return (
    <StandardAction
      action="delete"
      label="Remove"
      subject={`line ${index + 1}`}
      disabled={onlyOne}
      onClick={onRemove}
    />
  );
}

/** Below the lines: what is wrong with them as a whole, and a line more, up to the most. */
export function LinesFooter({
  errors,
  onAdd,
  full,
}: {
  errors: ReactNode[];
  onAdd: () => void;
  full: boolean;
}) {
  return (
    <>
      <Form.ErrorList errors={errors} />
      <Button onClick={onAdd} disabled={full} style={{ marginTop: 4 }}>
        Add line
      </Button>
    </>
  );
}
