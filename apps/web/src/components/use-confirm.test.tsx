import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button } from 'antd';
import { describe, expect, test, vi } from 'vitest';
import { type ConfirmHelper, useConfirm } from './use-confirm.ts';

type Opener = (helper: ConfirmHelper) => void;

function Harness({ open }: { open: Opener }) {
  const helper = useConfirm();
  return <Button onClick={() => open(helper)}>Open</Button>;
}

/** Opens a dialog through the helper, the way a screen would, and returns it. */
async function openDialog(open: Opener) {
  render(
    <App>
      <Harness open={open} />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

/**
 * jsdom runs no CSS animations, so the closing animation's end (after which antd takes the
 * dialog out, SPEC's 300 ms) is announced by hand, as the browser would.
 */
async function finishClosingAnimation(dialog: HTMLElement) {
  const panel = dialog.closest<HTMLElement>('.ant-modal');
  if (!panel) throw new Error('the dialog has no antd panel');
  await waitFor(() => expect(panel.className).toContain('leave-active'));
  fireEvent.transitionEnd(panel);
}

/** antd's dialog root: the element that carries zIndex and the centred class. */
function wrapOf(dialog: HTMLElement): HTMLElement {
  const wrap = dialog.closest<HTMLElement>('.ant-modal-wrap');
  if (!wrap) throw new Error('the dialog has no antd wrap');
  return wrap;
}

describe('confirm helper (SPEC §9)', () => {
  test('confirm: title Confirm, "Are you sure?", Yes and Cancel, centred, zIndex 2000', async () => {
    const dialog = await openDialog(({ confirm }) => confirm());
    expect(within(dialog).getAllByText('Confirm').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Are you sure?')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(wrapOf(dialog).className).toContain('ant-modal-centered');
    expect(wrapOf(dialog).style.zIndex).toBe('2000');
    expect(dialog.querySelector('.anticon-exclamation-circle')).not.toBeNull();
  });

  test('Yes runs onOk, then the dialog is taken out of the page', async () => {
    const onOk = vi.fn();
    const dialog = await openDialog(({ confirm }) => confirm({ onOk }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onOk).toHaveBeenCalledOnce();
    await finishClosingAnimation(dialog);
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
  });

  test('pop has no title icon', async () => {
    const dialog = await openDialog(({ pop }) => pop({ content: 'Leave without saving?' }));
    expect(within(dialog).getByText('Leave without saving?')).toBeDefined();
    expect(dialog.querySelector('.anticon')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  test('alert has a single button and no Cancel', async () => {
    const dialog = await openDialog(({ alert }) => alert({ content: 'Saved elsewhere.' }));
    expect(within(dialog).getByText('Saved elsewhere.')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  test('update changes the open dialog and close removes it', async () => {
    let helper: ConfirmHelper | undefined;
    const dialog = await openDialog((opened) => {
      helper = opened;
      opened.confirm();
    });
    helper?.update({ content: 'Still sure?' });
    expect(await screen.findByText('Still sure?')).toBeDefined();
    helper?.close();
    await finishClosingAnimation(dialog);
    await waitFor(() => expect(screen.queryByText('Still sure?')).toBeNull());
  });
});
