import { INDIA_PIN_PATTERN, INDIA_PIN_SHAPE_MESSAGE } from '@depot/contracts/pin-code';
import { userAddressSchema } from '@depot/contracts/users';
import { Flex, Form, Input, Select } from 'antd';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useStates } from '@/lib/reference/reference-data.tsx';
import { countryOptions } from '@/lib/reference/reference-options.ts';

const address = userAddressSchema.shape;

/**
 * An address's fields under `name` (["address"], ["consignee", "address"]): lines, country →
 * state cascade from the reference data, city, and the postal code (a PIN code in India), each
 * checked with the contract's rules. The form clears the state when the country changes. A PIN
 * code's state is checked by the server, with India Post's directory, too large to load here;
 * its problem shows under the field.
 */
export function AddressFields({ name, country }: { name: readonly string[]; country?: string }) {
  const { countries } = useCountries();
  const states = useStates(country);
  const at = (field: string) => [...name, field];
  return (
    <>
      <Form.Item
        label="Address line 1"
        name={at('line1')}
        required
        rules={[zodRule(address.line1)]}
      >
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label="Address line 2" name={at('line2')} rules={[zodRule(address.line2)]}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label="Country"
          name={at('country')}
          required
          rules={[zodRule(address.country)]}
          style={{ flex: '1 1 14rem' }}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={countryOptions(countries, country)}
          />
        </Form.Item>
        <Form.Item
          label="State"
          name={at('state')}
          required
          rules={[{ required: true, message: 'Choose the state' }]}
          style={{ flex: '1 1 14rem' }}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={country ? 'Choose the state' : 'Choose the country first'}
            disabled={!country}
            loading={states.isFetching}
            options={states.data?.map((state) => ({ value: state.isoCode, label: state.name }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          label="City"
          name={at('city')}
          required
          rules={[zodRule(address.city)]}
          style={{ flex: '2 1 14rem' }}
        >
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item
          label={country === 'IN' ? 'PIN code' : 'Postal code'}
          name={at('postalCode')}
          required
          dependencies={[at('country')]}
          rules={[
            zodRule(address.postalCode),
            {
              validator: async (_rule, value: unknown) => {
                if (country === 'IN' && !INDIA_PIN_PATTERN.test(String(value ?? '').trim())) {
                  throw new Error(INDIA_PIN_SHAPE_MESSAGE);
                }
              },
            },
          ]}
          style={{ flex: '1 1 10rem' }}
        >
          <Input autoComplete="postal-code" inputMode={country === 'IN' ? 'numeric' : 'text'} />
        </Form.Item>
      </Flex>
    </>
  );
}
