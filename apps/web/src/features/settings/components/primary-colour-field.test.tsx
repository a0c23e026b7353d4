import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@depot/contracts/theme';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PrimaryColourField } from './primary-colour-field.tsx';

/** The field as the preferences hold it: every change shows at once. */
function Field({ onChange }: { onChange: (...args: unknown[]) => void }) {
  const [settings, setSettings] = useState<ThemeSettings>(DEFAULT_THEME_SETTINGS);
  return (
    <PrimaryColourField
      settings={settings}
      onChange={(patch, options) => {
        setSettings((current) => ({ ...current, ...patch }));
        onChange(patch, options);
      }}
    />
  );
}

describe('PrimaryColourField', () => {
  test('a picked colour shows while picking and is saved when the picker closes on it', () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText(/^Custom colour, now #/) as HTMLInputElement;
    expect(input.type).toBe('color');

    fireEvent.input(input, { target: { value: '#7c3aed' } });
    expect(onChange).toHaveBeenLastCalledWith(
      { primaryColor: 'custom', primaryColorHex: '#7c3aed' },
      { save: false },
    );
    fireEvent.change(input, { target: { value: '#7c3aed' } });
    expect(screen.getByText('Custom: #7C3AED')).toBeDefined();
    expect(onChange).toHaveBeenLastCalledWith(
      { primaryColor: 'custom', primaryColorHex: '#7c3aed' },
      { save: true },
    );
  });
});
