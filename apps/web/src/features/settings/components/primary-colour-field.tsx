import type { ThemeSettings } from '@depot/contracts/theme';
import { Button, ColorPicker, Flex, Radio, theme } from 'antd';
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

/** The named colours as one choice, and any other colour through antd's picker. */
export function PrimaryColourField({ settings, onChange }: PrimaryColourFieldProps) {
  const { token } = theme.useToken();
  const isPreset = PRIMARY_COLOURS.some((colour) => colour.name === settings.primaryColor);
  const custom = (hex: string, save: boolean) =>
    onChange({ primaryColor: CUSTOM_COLOUR, primaryColorHex: hex }, { save });

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
      <ColorPicker
        value={settings.primaryColorHex}
        disabledAlpha
        format="hex"
        onChange={(colour) => custom(colour.toHexString(), false)}
        onChangeComplete={(colour) => custom(colour.toHexString(), true)}
      >
        <Button
          aria-label={`Custom colour, now ${settings.primaryColorHex}`}
          icon={<Swatch hex={settings.primaryColorHex} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {isPreset ? 'Custom colour…' : `Custom: ${settings.primaryColorHex.toUpperCase()}`}
        </Button>
      </ColorPicker>
    </Flex>
  );
}
