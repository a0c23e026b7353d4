import type { ThemeSettings } from '@depot/contracts/theme';
import { Form, Radio, Select } from 'antd';
import { useId } from 'react';
import { Panel } from '@/components/panel.tsx';
import { FONT_FAMILIES, TABLE_SIZES, THEME_CHOICES } from './preference-options.ts';
import { PrimaryColourField } from './primary-colour-field.tsx';

export type PreferenceChange = (patch: Partial<ThemeSettings>, options?: { save: boolean }) => void;

type SectionProps = { settings: ThemeSettings; onChange: PreferenceChange };

/** Theme, primary colour, font and table density. */
export function AppearanceSection({ settings, onChange }: SectionProps) {
  const fontId = useId();
  return (
    <Panel title="Appearance">
      <Form layout="vertical" component="div">
        <Form.Item label="Theme" extra="System follows your computer's light or dark setting.">
          <Radio.Group
            aria-label="Theme"
            name="theme"
            optionType="button"
            options={THEME_CHOICES}
            value={settings.theme}
            onChange={(event) => onChange({ theme: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Primary colour">
          <PrimaryColourField settings={settings} onChange={onChange} />
        </Form.Item>
        <Form.Item label="Font" htmlFor={fontId}>
          <Select
            id={fontId}
            value={settings.fontFamily}
            onChange={(fontFamily) => onChange({ fontFamily })}
            options={FONT_FAMILIES.map((font) => ({
              value: font.value,
              label: <span style={{ fontFamily: font.value }}>{font.label}</span>,
              title: font.label,
            }))}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
        <Form.Item
          label="Table size"
          extra="Row height of every table."
          style={{ marginBottom: 0 }}
        >
          <Radio.Group
            aria-label="Table size"
            name="table-size"
            optionType="button"
            options={TABLE_SIZES}
            value={settings.tableSize === 'large' ? 'default' : settings.tableSize}
            onChange={(event) => onChange({ tableSize: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Panel>
  );
}
