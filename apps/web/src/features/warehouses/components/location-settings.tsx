import { locationFieldLabels as labels } from '@depot/contracts/location-fields';
import { updateLocationBodySchema } from '@depot/contracts/locations';
import { Flex, Form, Input, Switch } from 'antd';
import type { z } from 'zod';
import { problemRule } from '@/lib/forms/zod-form-rule.ts';

const { shape } = updateLocationBodySchema;

/** The flags and capacity as the form holds them: capacity as typed, empty for none. */
export type LocationSettingsValues = {
  pickable?: boolean;
  countsAsAvailable?: boolean;
  maxUnits?: string;
  maxVolumeL?: string;
  maxWeightKg?: string;
};

/** An optional field's rule: empty is none, anything else is checked with the contract. */
function optionalRule(schema: z.ZodType) {
  return problemRule((value) =>
    value.trim() === '' ? undefined : schema.safeParse(value.trim()).error?.issues[0]?.message,
  );
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The capacity as the body takes it: an empty field is left out on a new location, and sent as
 * none on an existing one (its capacity cleared).
 */
export function capacityBody(values: LocationSettingsValues, emptyAs: undefined | null) {
  return {
    maxUnits: blank(values.maxUnits) ? emptyAs : Number(values.maxUnits?.trim()),
    maxVolumeL: blank(values.maxVolumeL) ? emptyAs : values.maxVolumeL?.trim(),
    maxWeightKg: blank(values.maxWeightKg) ? emptyAs : values.maxWeightKg?.trim(),
  };
}

/** A stored capacity as the form holds it. */
export function capacityValues(location: {
  maxUnits: number | null;
  maxVolumeL: string | null;
  maxWeightKg: string | null;
}): Pick<LocationSettingsValues, 'maxUnits' | 'maxVolumeL' | 'maxWeightKg'> {
  return {
    maxUnits: location.maxUnits === null ? '' : String(location.maxUnits),
    maxVolumeL: location.maxVolumeL ?? '',
    maxWeightKg: location.maxWeightKg ?? '',
  };
}

/** Whether stock here is picked and counted, and how much the location holds. */
export function LocationSettingsFields() {
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          label={labels.pickable}
          name="pickable"
          valuePropName="checked"
          extra="Orders may be picked from here."
          style={{ flex: '1 1 12rem' }}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label={labels.countsAsAvailable}
          name="countsAsAvailable"
          valuePropName="checked"
          extra="Stock here counts toward what can be sold."
          style={{ flex: '1 1 12rem' }}
        >
          <Switch />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          label={labels.maxUnits}
          name="maxUnits"
          rules={[optionalRule(shape.maxUnits)]}
          style={{ flex: '1 1 8rem' }}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="No limit" />
        </Form.Item>
        <Form.Item
          label={labels.maxVolumeL}
          name="maxVolumeL"
          rules={[optionalRule(shape.maxVolumeL)]}
          style={{ flex: '1 1 8rem' }}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="No limit" />
        </Form.Item>
        <Form.Item
          label={`${labels.maxWeightKg}, kg`}
          name="maxWeightKg"
          rules={[optionalRule(shape.maxWeightKg)]}
          style={{ flex: '1 1 8rem' }}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="No limit" />
        </Form.Item>
      </Flex>
    </>
  );
}
