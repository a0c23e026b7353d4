import { zoneFieldLabels } from '@depot/contracts/zone-fields';
import {
  type CreateZoneBody,
  type ZoneDetail,
  zoneCoverageSchema,
  zoneInputSchema,
} from '@depot/contracts/zones';
import { Alert, Button, Drawer, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { FormActions } from '@/components/form-actions.tsx';
import { HistoryAction } from '@/components/history-action.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useStates } from '@/lib/reference/reference-data.tsx';
import { useCan } from '@/lib/session/use-can.ts';
import { useCreateZone, useUpdateZone, useZone, zoneHistoryQueryOptions } from '../api/zones.ts';
import { StatusTag } from './status-tag.tsx';

type ZoneDrawerProps = {
  target: { mode: 'create' } | { mode: 'edit'; code: string };
  /** A new zone was saved: the drawer goes on showing it, with its overlaps. */
  onCreated: (code: string) => void;
  onClose: () => void;
};

type ZoneFormValues = CreateZoneBody;

const FIELD_PATTERNS = fieldPatterns(zoneInputSchema);

const { shape } = zoneInputSchema;

/** One covered country: the country, and optionally only some of its states. */
function CoverageRow({
  index,
  countryCode,
  onRemove,
  disabled,
}: {
  index: number;
  countryCode: string | undefined;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { countries } = useCountries();
  const states = useStates(countryCode);
  return (
    <Flex gap={8} align="start" wrap className="zone-coverage-row">
      <Form.Item
        name={[index, 'countryCode']}
        label={`Country ${index + 1}`}
        rules={[{ required: true, message: 'Choose a country' }]}
        style={{ flex: '1 1 12rem', marginBottom: 8 }}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose a country"
          disabled={disabled}
          options={countries.map((country) => ({
            value: country.isoCode,
            label: `${country.flag} ${country.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name={[index, 'stateCodes']}
        label={`States of country ${index + 1}`}
        extra="Leave empty for the whole country."
        rules={[zodRule(zoneCoverageSchema.shape.stateCodes)]}
        style={{ flex: '2 1 16rem', marginBottom: 8 }}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={countryCode ? 'The whole country' : 'Choose the country first'}
          disabled={disabled || !countryCode}
          loading={states.isFetching}
          options={states.data?.map((state) => ({ value: state.isoCode, label: state.name }))}
        />
      </Form.Item>
      {!disabled && (
        <Button
          onClick={onRemove}
          aria-label={`Remove country ${index + 1}`}
          style={{ marginTop: 30 }}
        >
          Remove
        </Button>
      )}
    </Flex>
  );
}

/** Where the zone's coverage meets other zones', in words. */
function Overlaps({ zone }: { zone: ZoneDetail }) {
  const { countryOf } = useCountries();
  if (zone.overlaps.length === 0) {
    return (
      <Typography.Paragraph type="secondary">
        No other zone covers the same places.
      </Typography.Paragraph>
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title="Overlaps with other zones"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {zone.overlaps.map((overlap) => {
            const country = countryOf(overlap.countryCode)?.name ?? overlap.countryCode;
            const where =
              overlap.stateCodes.length > 0
                ? `${country}: ${overlap.stateCodes.join(', ')}`
                : `all of ${country}`;
            return (
              <li key={`${overlap.zone.code}-${overlap.countryCode}`}>
                {overlap.zone.name} ({overlap.zone.code}) — {where}
              </li>
            );
          })}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** A zone's form in a drawer: new from the Zones tab, or an existing one to read or change. */
export function ZoneDrawer({ target, onCreated, onClose }: ZoneDrawerProps) {
  const [form] = Form.useForm<ZoneFormValues>();
  const code = target.mode === 'edit' ? target.code : null;
  const zone = useZone(code);
  const create = useCreateZone();
  const update = useUpdateZone();
  const notice = useNotice();
  const can = useCan();
  const readOnly = target.mode === 'edit' && !can('zones', 'edit');
  const saving = create.isPending || update.isPending;
  const error = target.mode === 'create' ? create.error : update.error;
  const coverage = Form.useWatch('coverage', form) ?? [];

  useEffect(() => {
    if (zone.data) {
      // Every field of the body: one added to it fails to compile until it is loaded here.
      form.setFieldsValue({
        code: zone.data.code,
        name: zone.data.name,
        description: zone.data.description,
        coverage: zone.data.coverage,
      } satisfies Required<ZoneFormValues>);
    }
  }, [zone.data, form]);

  function showErrors(failure: unknown) {
    // The paths come from the patterns above, each a field of this form.
    form.setFields(nestedFieldErrors(failure, FIELD_PATTERNS).fields as never);
  }

  function onFinish(values: ZoneFormValues) {
    if (saving) return;
    const body = {
      ...values,
      coverage: values.coverage.map((row) => ({ ...row, stateCodes: row.stateCodes ?? [] })),
    };
    if (target.mode === 'create') {
      create.mutate(body, {
        onSuccess: (created) => {
          notice.success(`The zone ${created.code} is added.`);
          onCreated(created.code);
        },
        onError: showErrors,
      });
    } else {
      const { code: _code, ...changes } = body;
      update.mutate(
        { code: target.code, body: changes },
        {
          onSuccess: (saved) => notice.success(`The zone ${saved.code} is saved.`),
          onError: showErrors,
        },
      );
    }
  }

  const title =
    target.mode === 'create' ? 'New zone' : zone.data ? `Zone ${zone.data.name}` : 'Zone';

  return (
    <Drawer open onClose={onClose} title={title} size="large" destroyOnHidden>
      {target.mode === 'edit' && zone.isPending ? (
        <Skeleton active />
      ) : target.mode === 'edit' && zone.isError ? (
        <RequestError error={zone.error} />
      ) : (
        <>
          {zone.data && (
            <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
              <StatusTag status={zone.data.status} />
              <Typography.Text type="secondary">
                Priced by {zone.data.packageCount}{' '}
                {zone.data.packageCount === 1 ? 'package' : 'packages'}
              </Typography.Text>
              <HistoryAction
                title={`History of the zone ${zone.data.code}`}
                query={zoneHistoryQueryOptions(zone.data.code)}
              />
            </Flex>
          )}
          {zone.data && <Overlaps zone={zone.data} />}
          <Form<ZoneFormValues>
            form={form}
            name="zone"
            layout="vertical"
            disabled={readOnly}
            initialValues={{ description: '', coverage: [{ countryCode: 'IN', stateCodes: [] }] }}
            onFinish={onFinish}
          >
            <Form.Item
              label={zoneFieldLabels.code}
              name="code"
              required
              rules={[zodRule(shape.code)]}
              extra={target.mode === 'create' ? 'Fixed once the zone is saved.' : undefined}
            >
              <Input autoComplete="off" disabled={target.mode === 'edit'} />
            </Form.Item>
            <Form.Item
              label={zoneFieldLabels.name}
              name="name"
              required
              rules={[zodRule(shape.name)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              label={zoneFieldLabels.description}
              name="description"
              rules={[zodRule(shape.description)]}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {zoneFieldLabels.coverage}
            </Typography.Title>
            <Form.List
              name="coverage"
              rules={[
                {
                  validator: async (_rule, rows: unknown[] | undefined) => {
                    if (!rows || rows.length === 0) throw new Error('Add at least one country');
                  },
                },
              ]}
            >
              {(rows, { add, remove }, { errors }) => (
                <>
                  {rows.map((row) => (
                    <CoverageRow
                      key={row.key}
                      index={row.name}
                      countryCode={coverage[row.name]?.countryCode}
                      onRemove={() => remove(row.name)}
                      disabled={readOnly}
                    />
                  ))}
                  <Form.ErrorList errors={errors} />
                  {!readOnly && (
                    <Button onClick={() => add({ stateCodes: [] })} style={{ marginBottom: 16 }}>
                      Add a country
                    </Button>
                  )}
                </>
              )}
            </Form.List>
            <RequestError error={error} fieldNames={FIELD_PATTERNS} />
            {!readOnly && <FormActions saving={saving} onCancel={onClose} />}
          </Form>
        </>
      )}
    </Drawer>
  );
}
