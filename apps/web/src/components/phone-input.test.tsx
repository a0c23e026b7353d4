import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { PhoneInput } from './phone-input.tsx';

function renderPhone(onChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PhoneInput aria-label="Phone" defaultCountry="IN" onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('PhoneInput', () => {
  test('waits for the calling codes, then gives a typed number its code', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const codes = new Promise((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'GET /reference/country-codes': () =>
        codes.then(() => ok([{ countryCode: 'IN', telephoneCode: '+91', countryName: 'India' }])),
    });
    const onChange = renderPhone();
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(field).toHaveProperty('disabled', true);
    expect(field.getAttribute('placeholder')).toBe('Loading calling codes…');
    expect(field.getAttribute('aria-busy')).toBe('true');

    answer(undefined);
    await vi.waitFor(() => expect(field).toHaveProperty('disabled', false));
    expect(field.hasAttribute('aria-busy')).toBe(false);
    fireEvent.change(field, { target: { value: '98200 41127' } });
    expect(onChange).toHaveBeenLastCalledWith('+91 98200 41127');
  });
});
