import { type Accessibility, fontScales } from '@depot/contracts/preferences';
import { Form, Radio, Switch } from 'antd';
import { useId } from 'react';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useAccessibility } from '@/lib/theme/accessibility-store.ts';
import { useAccessibilitySettings } from '../api/get-accessibility.ts';
import { useUpdateAccessibility } from '../api/update-accessibility.ts';

const SWITCHES: { key: Exclude<keyof Accessibility, 'fontScale'>; label: string; extra: string }[] =
  [
    {
      key: 'reducedMotion',
      label: 'Reduce motion',
      extra: 'No animations or sliding panels.',
    },
    {
      key: 'highContrast',
      label: 'High contrast',
      extra: 'Stronger text, borders and focus outlines.',
    },
    {
      key: 'underlineLinks',
      label: 'Underline links',
      extra: 'Links are told apart by more than their colour.',
    },
  ];

/**
 * The person's accessibility settings, kept on the server (get/update-accessiblity) and applied
 * across the whole console the moment they change.
 */
export function AccessibilitySection() {
  const accessibility = useAccessibility();
  const loaded = useAccessibilitySettings();
  const update = useUpdateAccessibility();
  const ids = { reducedMotion: useId(), highContrast: useId(), underlineLinks: useId() };
  const change = (patch: Partial<Accessibility>) => update.mutate(patch);

  return (
    <Panel title="Accessibility">
      <RequestError error={loaded.error ?? update.error} />
      {/* Busy while the controls are greyed out for loading, so a reader (or a check of the
          screen's contrast) knows they are not settled yet. */}
      <div aria-busy={loaded.isPending || undefined}>
        <Form layout="vertical" component="div" disabled={loaded.isPending}>
          <Form.Item label="Text size">
            <Radio.Group
              aria-label="Text size"
              name="font-scale"
              optionType="button"
              value={accessibility.fontScale}
              onChange={(event) => change({ fontScale: event.target.value })}
              options={fontScales.map((scale) => ({ value: scale, label: `${scale} %` }))}
            />
          </Form.Item>
          {SWITCHES.map(({ key, label, extra }) => (
            <Form.Item key={key} label={label} htmlFor={ids[key]} extra={extra}>
              <Switch
                id={ids[key]}
                checked={accessibility[key]}
                onChange={(checked) => change({ [key]: checked })}
              />
            </Form.Item>
          ))}
        </Form>
      </div>
    </Panel>
  );
}
