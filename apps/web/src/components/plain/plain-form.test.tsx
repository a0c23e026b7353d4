import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PlainButton } from './plain-button.tsx';
import { PlainField } from './plain-field.tsx';
import { PlainForm } from './plain-form.tsx';
import { required, usePlainForm } from './use-plain-form.ts';

type Values = { name: string; code: string };

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = usePlainForm<Values>(
    { name: '', code: '' },
    {
      name: [required('Enter a name.')],
      code: [
        required('Enter the code.'),
        (value) => (/^\d+$/.test(value) ? undefined : 'Digits only.'),
      ],
    },
  );
  return (
    <PlainForm form={form} name="details" onValid={onValid}>
      <PlainField label="Name" help="As on the invoice" {...form.field('name')} />
      <PlainField label="Code" password {...form.field('code')} />
      <PlainButton variant="primary" type="submit">
        Save
      </PlainButton>
      <PlainButton onClick={() => form.setErrors({ name: 'Taken by someone else.' })}>
        Server says
      </PlainButton>
    </PlainForm>
  );
}

/** What assistive technology reads after a field's name: the texts its aria-describedby names. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

type Passwords = { password: string; confirmPassword: string };

function PasswordsForm() {
  const form = usePlainForm<Passwords>(
    { password: '', confirmPassword: '' },
    {
      password: [required('Choose a password.')],
      confirmPassword: [
        (value, values) => (value === values.password ? undefined : 'The two passwords differ.'),
      ],
    },
  );
  return (
    <PlainForm form={form} name="passwords" onValid={vi.fn()}>
      <PlainField label="New password" {...form.field('password')} />
      <PlainField label="Confirm" {...form.field('confirmPassword')} />
      <PlainButton onClick={() => form.setErrors({ password: 'Too common.' })}>
        Server says
      </PlainButton>
    </PlainForm>
  );
}

describe('the plain form parts', () => {
  test('submitting checks every field, sends nothing and focuses the first at fault', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The message and the hint are both read with the field.
    expect(descriptionOf(name)).toBe('Enter a name. As on the invoice');
    expect(screen.getByText('Enter the code.')).toBeTruthy();
  });

  test('a field at fault is checked again as it changes, and clears once fine', () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12a' } });
    expect(screen.getByText('Digits only.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123' } });
    expect(screen.queryByText('Digits only.')).toBeNull();
    expect(code.hasAttribute('aria-invalid')).toBe(false);
  });

  test('a field is checked on leaving it only once something was typed', () => {
    render(<Form onValid={vi.fn()} />);
    const code = screen.getByLabelText('Code');
    fireEvent.blur(code);
    expect(screen.queryByText('Enter the code.')).toBeNull();
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.blur(code);
    expect(screen.getByText('Digits only.')).toBeTruthy();
  });

  test('the form posts if ever submitted natively, so nothing it holds goes into a URL', () => {
    const { container } = render(<Form onValid={vi.fn()} />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  test('valid values are handed over', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sahyadri' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Sahyadri', code: '42' });
  });

  test("the server's message for a field shows under it", () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Server says' }));
    expect(descriptionOf(screen.getByLabelText('Name'))).toBe(
      'Taken by someone else. As on the invoice',
    );
  });

  test('a password can be shown and hidden with a button that says which', () => {
    render(<Form onValid={vi.fn()} />);
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(code.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(code.getAttribute('type')).toBe('password');
  });

  test('a busy button ignores presses and says it is busy', () => {
    const onClick = vi.fn();
    render(
      <PlainButton loading onClick={onClick}>
        Send
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('a confirmation that differed clears once the field it repeats is corrected', () => {
    render(<PasswordsForm />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'tea leaves' } });
    const confirm = screen.getByLabelText('Confirm');
    fireEvent.change(confirm, { target: { value: 'tea leafs' } });
    fireEvent.blur(confirm);
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'tea leafs' } });
    expect(screen.queryByText('The two passwords differ.')).toBeNull();
  });

  test("a server's message on a field stays while another field is edited", () => {
    render(<PasswordsForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Server says' }));
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'x' } });
    expect(screen.getByText('Too common.')).toBeTruthy();
  });
});
