import { gstinProblem } from '@depot/contracts/gstin';
import { Form, Input } from 'antd';
import type { CSSProperties } from 'react';
import { useStates } from '@/lib/reference/reference-data.tsx';

/**
 * A GSTIN beside an address under `["address"]`: in India it is checked as it is typed, its shape,
 * check character and state against the address's state; elsewhere it is any tax id.
 */
export function GstinField(props: {
  name: string;
  label: string;
  /** The address's country. */
  country: string | undefined;
  style?: CSSProperties;
}) {
  const { name, label, country, style } = props;
  const states = useStates(country);
  return (
    <Form.Item
      label={country === 'IN' || country === undefined ? label : 'Tax id'}
      name={name}
      extra={country === 'IN' ? 'Checked against the state of the address.' : undefined}
      dependencies={[
        ['address', 'state'],
        ['address', 'country'],
      ]}
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_rule, value: unknown) => {
            const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
            if (!text || country !== 'IN') return;
            const code = getFieldValue(['address', 'state']);
            const state = states.data?.find((entry) => entry.isoCode === code)?.name;
            const problem = gstinProblem(text, state);
            if (problem) throw new Error(problem);
          },
        }),
      ]}
      style={style}
    >
      <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
    </Form.Item>
  );
}
