import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, test } from 'vitest';
import { FormActions } from './form-actions.tsx';

// Every feature's source, to find forms that draw their own save and cancel buttons.
const featureSources = import.meta.glob<string>('../features/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function renderFoot(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('a form’s foot', () => {
  test('Save comes first, solid green and submitting; Cancel follows as red text', () => {
    renderFoot(<FormActions saveLabel="Add user" saving={false} cancelTo="/users" />);
    const save = screen.getByRole('button', { name: 'Add user' });
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.className).toContain('ant-btn-color-green');
    expect(save.className).toContain('ant-btn-variant-solid');
    expect(cancel.className).toContain('ant-btn-dangerous');
    expect(cancel.className).toContain('ant-btn-variant-text');
    expect(cancel.getAttribute('href')).toBe('/users');
    expect(save.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a form with nowhere to leave to has no Cancel', () => {
    renderFoot(<FormActions saveLabel="Save counts" saving={false} />);
    expect(screen.getByRole('button', { name: 'Save counts' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
  });

  test('no feature draws a save or cancel of its own: its forms end with FormActions', () => {
    const offenders = Object.entries(featureSources)
      .filter(([file]) => !file.endsWith('.test.tsx'))
      .filter(
        ([, source]) =>
          /action="(save|submit)"/.test(source) || /action="cancel"\s+editing/.test(source),
      )
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
