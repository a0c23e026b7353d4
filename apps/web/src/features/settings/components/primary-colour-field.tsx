import type { ThemeSettings } from '@depot/contracts/theme';
import { Flex, Radio, theme } from 'antd';
import { useEffect, useRef } from 'react';
import '@/components/plain/plain.css';
import { CUSTOM_COLOUR, PRIMARY_COLOURS } from './preference-options.ts';

type PrimaryColourFieldProps = {
  settings: ThemeSettings;
  /** `save` is false while the picker is dragged: the colour shows at once, the save waits. */
  onChange: (patch: Partial<ThemeSettings>, options?: { save: boolean }) => void;
};

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: hex,
        marginInlineEnd: 6,
        verticalAlign: 'middle',
      }}
    />
  );
}

/**
 * The named colours as one choice, and any other colour through the browser's own colour
 * picker (on phones, the system's): the colour shows while it is being picked, and is saved once
 * the picker is closed on it.
 */
export function PrimaryColourField({ settings, onChange }: PrimaryColourFieldProps) {
  const { token } = theme.useToken();
  const isPreset = PRIMARY_COLOURS.some((colour) => colour.name === settings.primaryColor);
  const custom = (hex: string, save: boolean) =>
    onChange({ primaryColor: CUSTOM_COLOUR, primaryColorHex: hex }, { save });
  // React's onChange is the input event, sent while picking; the change event, sent when the
  // picker closes on a colour, is listened to directly.
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(custom);
  useEffect(() => {
    latest.current = custom;
  });
  useEffect(() => {
    const input = picker.current;
    const commit = () => {
      if (input) latest.current(input.value, true);
    };
    input?.addEventListener('change', commit);
    return () => input?.removeEventListener('change', commit);
  }, []);

  return (
    <Flex vertical gap={token.marginSM}>
      <Radio.Group
        aria-label="Primary colour"
        name="primary-colour"
        optionType="button"
        value={isPreset ? settings.primaryColor : undefined}
        onChange={(event) => {
          const colour = PRIMARY_COLOURS.find((preset) => preset.name === event.target.value);
          if (colour) onChange({ primaryColor: colour.name, primaryColorHex: colour.hex });
        }}
        options={PRIMARY_COLOURS.map((colour) => ({
          value: colour.name,
          label: (
            <>
              <Swatch hex={colour.hex} />
              {colour.label}
            </>
          ),
        }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
      />
      <label className="plain-scope plain-button colour-input">
        <Swatch hex={settings.primaryColorHex} />
        {isPreset ? 'Custom colour…' : `Custom: ${settings.primaryColorHex.toUpperCase()}`}
        <input
          ref={picker}
          type="color"
          aria-label={`Custom colour, now ${settings.primaryColorHex}`}
          value={settings.primaryColorHex}
          onChange={(event) => custom(event.target.value, false)}
        />
      </label>
    </Flex>
  );
}
