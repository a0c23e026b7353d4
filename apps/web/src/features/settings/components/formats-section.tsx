import type { ThemeSettings } from '@depot/contracts/theme';
import { Col, Form, Radio, Row, Select } from 'antd';
import { useId } from 'react';
import { Panel } from '@/components/panel.tsx';
import { formatDate, formatTime } from '@/lib/format/format.ts';
import { useCurrencies } from '@/lib/reference/reference-data.tsx';
import { currencyOptions } from '@/lib/reference/reference-options.ts';
import type { PreferenceChange } from './appearance-section.tsx';
import {
  BASE_DIMENSION_UNITS,
  DATE_FORMATS,
  SECONDARY_DIMENSION_UNITS,
  TIME_FORMATS,
  WEIGHT_UNITS,
} from './preference-options.ts';

type SectionProps = { settings: ThemeSettings; onChange: PreferenceChange };

// A fixed afternoon shows what each format does to a real date and time.
const SAMPLE = new Date(2026, 3, 12, 14, 30, 5);

/** Date and time formats, currency and units: how every screen shows values. */
export function FormatsSection({ settings, onChange }: SectionProps) {
  const currencies = useCurrencies();
  const ids = {
    date: useId(),
    time: useId(),
    currency: useId(),
    base: useId(),
    secondary: useId(),
  };
  return (
    <Panel title="Formats and units">
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Date format" htmlFor={ids.date}>
              <Select
                id={ids.date}
                value={settings.dateFormat}
                onChange={(dateFormat) => onChange({ dateFormat })}
                options={DATE_FORMATS.map((format) => ({
                  value: format,
                  label: `${format} · ${formatDate(SAMPLE, { ...settings, dateFormat: format })}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Time format" htmlFor={ids.time}>
              <Select
                id={ids.time}
                value={settings.timeFormat}
                onChange={(timeFormat) => onChange({ timeFormat })}
                options={TIME_FORMATS.map((format) => ({
                  value: format,
                  label: `${format} · ${formatTime(SAMPLE, { ...settings, timeFormat: format })}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Currency" htmlFor={ids.currency}>
              <Select
                id={ids.currency}
                showSearch={{ optionFilterProp: 'label' }}
                value={settings.currency}
                onChange={(currency) => onChange({ currency })}
                options={currencyOptions(currencies, settings.currency)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Weight unit">
              <Radio.Group
                aria-label="Weight unit"
                name="weight-unit"
                optionType="button"
                value={settings.weightUnit}
                onChange={(event) => onChange({ weightUnit: event.target.value })}
                options={WEIGHT_UNITS.map((unit) => ({
                  value: unit.value,
                  label: unit.value,
                  title: unit.label,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Dimension unit" htmlFor={ids.base} extra="For parcels and cartons.">
              <Select
                id={ids.base}
                value={settings.baseDimensionUnit}
                onChange={(baseDimensionUnit) => onChange({ baseDimensionUnit })}
                options={BASE_DIMENSION_UNITS}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Large dimension unit"
              htmlFor={ids.secondary}
              extra="For pallets, bays and rooms."
            >
              <Select
                id={ids.secondary}
                value={settings.secondaryDimensionUnit}
                onChange={(secondaryDimensionUnit) => onChange({ secondaryDimensionUnit })}
                options={SECONDARY_DIMENSION_UNITS}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Panel>
  );
}
