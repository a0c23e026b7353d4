import { gstinProblem } from '@depot/contracts/gstin';
import { Form, type FormInstance, Input } from 'antd';
import { useStates } from '@/lib/reference/reference-data.tsx';

/**
 * The GSTIN (or, outside India, any tax id) of a business whose address is under
 * ["address"]: in India, checked as the server checks it, against the address's state. A
 * client's and a vendor's form alike.
 */
export function GstinField({ form, country }: { form: FormInstance; country: string | undefined }) {
  const states = useStates(country);
  function stateName(code: unknown): string | undefined {
    return states.data?.find((state) => state.isoCode === code)?.name;
  }
  return (
    <Form.Item
      label={country === 'IN' ? 'GSTIN' : 'Tax id'}
      name="taxId"
      extra={country === 'IN' ? 'Checked against the state of the address.' : undefined}
      dependencies={[
        ['address', 'state'],
        ['address', 'country'],
      ]}
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
            if (!text || country !== 'IN') return;
            const problem = gstinProblem(text, stateName(form.getFieldValue(['address', 'state'])));
            if (problem) throw new Error(problem);
          },
        },
      ]}
      style={{ maxWidth: '20rem' }}
    >
      <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
    </Form.Item>
  );
}
