import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { updateThemeSettings } from '@/lib/theme/theme-store.ts';
import { reachDateField } from '@/test/date-fields.ts';
import { DateInput } from './date-input.tsx';

function Field({ initial, onChange }: { initial?: string; onChange: (day?: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DateInput
      aria-label="Invoice date"
      value={day}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Invoice date');

const reach = () => reachDateField('Invoice date');

// 1 November 2026 (ISO on the wire) and 20 November typed, in each format a person may choose.
const formats = [
  { format: 'DD/MM/YYYY', shown: '01/11/2026', typed: '20/11/2026' },
  { format: 'MM/DD/YYYY', shown: '11/01/2026', typed: '11/20/2026' },
  { format: 'YYYY-MM-DD', shown: '2026-11-01', typed: '2026-11-20' },
  { format: 'DD MMM YYYY', shown: '01 Nov 2026', typed: '20 Nov 2026' },
  { format: 'MMM D, YYYY', shown: 'Nov 1, 2026', typed: 'Nov 20, 2026' },
];

describe('DateInput', () => {
  test.each(formats)('$format: shown and typed so, sent as YYYY-MM-DD', async (chosen) => {
    updateThemeSettings({ dateFormat: chosen.format });
    const changes = vi.fn();
    render(<Field initial="2026-11-01" onChange={changes} />);
    // Shown in the person's format before the calendar's code is in, and after.
    expect(field().value).toBe(chosen.shown);
    expect(field().placeholder).toBe(chosen.format);
    const input = await reach();
    expect(input.value).toBe(chosen.shown);
    expect(input.placeholder).toBe(chosen.format);

    fireEvent.change(input, { target: { value: chosen.typed } });
    // Enter takes the day, and only that: a form around the field is not sent by it.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(changes.mock.calls).toEqual([['2026-11-20']]);
    await waitFor(() => expect(field().value).toBe(chosen.typed));
  });

  test('a change of the preference shows the same day in the new format', async () => {
    updateThemeSettings({ dateFormat: 'MM/DD/YYYY' });
    render(<Field initial="2026-11-01" onChange={() => {}} />);
    expect(field().value).toBe('11/01/2026');
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY' });
    await waitFor(() => expect(field().value).toBe('01/11/2026'));
    const input = await reach();
    updateThemeSettings({ dateFormat: 'YYYY-MM-DD' });
    await waitFor(() => expect(input.value).toBe('2026-11-01'));
  });

  test('a day typed in another format than the person’s is not taken', async () => {
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY' });
    const changes = vi.fn();
    render(<Field initial="2026-11-01" onChange={changes} />);
    const input = await reach();
    // 11/20/2026 would be the twentieth month: refused, and the day stays.
    fireEvent.change(input, { target: { value: '11/20/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(changes).not.toHaveBeenCalled();
    await waitFor(() => expect(field().value).toBe('01/11/2026'));
  });

  test.each([
    ['left', (input: HTMLInputElement) => fireEvent.blur(input)],
    ['Enter pressed', (input: HTMLInputElement) => fireEvent.keyDown(input, { key: 'Enter' })],
  ])('emptied from the keyboard and %s, the day is cleared', async (_, leave) => {
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY' });
    const changes = vi.fn();
    render(<Field initial="2026-11-01" onChange={changes} />);
    const input = await reach();
    fireEvent.change(input, { target: { value: '' } });
    leave(input);
    expect(changes.mock.calls).toEqual([[undefined]]);
    await waitFor(() => expect(field().value).toBe(''));
  });

  test('clicked, the calendar opens; a day chosen there is sent as YYYY-MM-DD', async () => {
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY' });
    const changes = vi.fn();
    render(<Field initial="2026-11-01" onChange={changes} />);
    fireEvent.pointerDown(field());
    fireEvent.focus(field());
    // The calendar's cells are titled by their ISO day.
    const cell = await screen.findByTitle('2026-11-20');
    fireEvent.click(cell);
    expect(changes.mock.calls).toEqual([['2026-11-20']]);
    await waitFor(() => expect(field().value).toBe('20/11/2026'));
  });

  test('the × clears the day', async () => {
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY' });
    const changes = vi.fn();
    const { container } = render(<Field initial="2026-11-01" onChange={changes} />);
    await reach();
    const clear = await waitFor(() => {
      const found = container.querySelector('.ant-picker-clear');
      if (!found) throw new Error('no clear button');
      return found;
    });
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(changes.mock.calls).toEqual([[undefined]]);
  });
});
