import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A date field reached from the keyboard: its calendar's code comes then, and its own field
 * takes the still one's place and the focus.
 */
export async function reachDateField(label: string): Promise<HTMLInputElement> {
  fireEvent.focus(screen.getByLabelText(label));
  return waitFor(() => {
    const input = screen.getByLabelText<HTMLInputElement>(label);
    expect(input.readOnly).toBe(false);
    expect(document.activeElement).toBe(input);
    return input;
  });
}

/** Types a day into a date field as a person would, in their date format, and presses Enter. */
export async function typeDay(label: string, text: string): Promise<void> {
  const input = await reachDateField(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
