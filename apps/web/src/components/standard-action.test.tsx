import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import {
  StandardAction,
  type StandardActionKind,
  standardActionLabel,
} from './standard-action.tsx';

/** docs/BEHAVIOUR.md §9's standard action labels, in its order. */
const DOCUMENTED_ACTIONS: [StandardActionKind, string][] = [
  ['edit', 'Edit'],
  ['view', 'View'],
  ['delete', 'Delete'],
  ['add', 'Add'],
  ['import', 'Import'],
  ['upload', 'Upload'],
  ['close', 'Close'],
  ['new', 'New'],
  ['cancel', 'Cancel'],
  ['skip', 'Skip'],
  ['manage', 'Manage'],
  ['save', 'Save'],
  ['done', 'Done'],
  ['submit', 'Submit'],
  ['download', 'Download'],
  ['reset', 'Reset'],
  ['refresh', 'Refresh'],
  ['history', 'History'],
];

/** Renders `element` at / inside a router with one other page, /team/new. */
function renderAtRoot(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/team/new', element: <h1>Create team member</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

describe('standard actions (docs/BEHAVIOUR.md §9)', () => {
  test.each(DOCUMENTED_ACTIONS)('%s reads "%s"', (action, label) => {
    renderAtRoot(<StandardAction action={action} />);
    expect(button(label).textContent).toBe(label);
    expect(standardActionLabel(action)).toBe(label);
  });

  test('Delete is dangerous, editing or not', () => {
    renderAtRoot(
      <>
        <StandardAction action="delete" />
        <StandardAction action="delete" editing subject="in the form" />
      </>,
    );
    expect(button('Delete').className).toContain('ant-btn-dangerous');
    expect(button('Delete in the form').className).toContain('ant-btn-dangerous');
  });

  test('Cancel is dangerous while editing, and plain elsewhere', () => {
    renderAtRoot(
      <>
        <StandardAction action="cancel" editing subject="editing" />
        <StandardAction action="cancel" subject="the upload" />
      </>,
    );
    expect(button('Cancel editing').className).toContain('ant-btn-dangerous');
    expect(button('Cancel the upload').className).not.toContain('ant-btn-dangerous');
  });

  test('Cancel while editing is red text, so it does not read as the outlined red Delete', () => {
    renderAtRoot(
      <>
        <StandardAction action="cancel" editing />
        <StandardAction action="delete" />
      </>,
    );
    expect(button('Cancel').className).toContain('ant-btn-variant-text');
    expect(button('Delete').className).not.toContain('ant-btn-variant-text');
  });

  test('Save is green while editing, and plain elsewhere', () => {
    renderAtRoot(
      <>
        <StandardAction action="save" editing subject="the role" />
        <StandardAction action="save" subject="the view" />
      </>,
    );
    expect(button('Save the role').className).toContain('ant-btn-color-green');
    expect(button('Save the role').className).toContain('ant-btn-variant-solid');
    expect(button('Save the view').className).not.toContain('ant-btn-color-green');
  });

  test('View is blue', () => {
    renderAtRoot(<StandardAction action="view" />);
    expect(button('View').className).toContain('ant-btn-color-blue');
    expect(button('View').className).not.toContain('ant-btn-dangerous');
  });

  test('with `to` it is a link with an href, which the router follows on a click', () => {
    const onClick = vi.fn();
    const router = renderAtRoot(<StandardAction action="new" to="/team/new" onClick={onClick} />);
    const link = screen.getByRole('link', { name: 'New' });
    expect(link.getAttribute('href')).toBe('/team/new');

    const isDefaultAllowed = fireEvent.click(link);

    expect(isDefaultAllowed).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/team/new');
    expect(screen.getByRole('heading', { name: 'Create team member' })).toBeDefined();
  });

  test.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
  ])('a %s-click is left to the browser (a new tab or window)', (_key, modifier) => {
    // Sees whether the click reached the page still to be followed, then stops it there: the
    // test page cannot open tabs.
    let isLeftToBrowser = false;
    const browser = (event: MouseEvent) => {
      isLeftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    onTestFinished(() => document.removeEventListener('click', browser));
    const router = renderAtRoot(<StandardAction action="new" to="/team/new" />);

    fireEvent.click(screen.getByRole('link', { name: 'New' }), modifier);

    expect(isLeftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  test('an onClick that prevents the default keeps the router where it is', () => {
    const router = renderAtRoot(
      <StandardAction action="new" to="/team/new" onClick={(event) => event.preventDefault()} />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New' }));
    expect(router.state.location.pathname).toBe('/');
  });

  test('`subject` names what the action is about, after its visible label', () => {
    renderAtRoot(
      <>
        <StandardAction action="edit" subject="Asha Rao" />
        <StandardAction action="history" />
      </>,
    );
    const edit = button('Edit Asha Rao');
    expect(edit.getAttribute('aria-label')).toBe('Edit Asha Rao');
    expect(edit.textContent).toBe('Edit');
    expect(button('History').getAttribute('aria-label')).toBeNull();
  });

  test('`label` rewords the action and its aria-label, keeping the styling', () => {
    renderAtRoot(<StandardAction action="delete" label="Remove" subject="Packer" />);
    const remove = button('Remove Packer');
    expect(remove.textContent).toBe('Remove');
    expect(remove.className).toContain('ant-btn-dangerous');
  });
});
