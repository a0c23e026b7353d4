import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, ConfigProvider } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CLOSED_DIALOG_REMOVAL_MS, type ConfirmHelper, useConfirm } from './use-confirm.ts';

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
 * dialog out, the documented 300 ms) is announced by hand, as the browser would.
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

describe('confirm helper (docs/BEHAVIOUR.md §9)', () => {
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

  test('alert has a single button, Yes, and no Cancel', async () => {
    const dialog = await openDialog(({ alert }) => alert({ content: 'Saved elsewhere.' }));
    expect(within(dialog).getByText('Saved elsewhere.')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Yes']);
  });

  test('alert takes another wording for its button', async () => {
    const dialog = await openDialog(({ alert }) => alert({ okText: 'Close' }));
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
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

describe('a closed dialog leaves the page 300 ms after closing (docs/BEHAVIOUR.md §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function Dialogs({ motion, open }: { motion: boolean; open: Opener }) {
    return (
      <ConfigProvider theme={{ token: { motion } }}>
        <App>
          <Harness open={open} />
        </App>
      </ConfigProvider>
    );
  }

  /** Lets time pass a frame at a time, so React renders between frames as in a browser. */
  async function wait(milliseconds: number) {
    for (let passed = 0; passed < milliseconds; passed += 16) {
      await act(() => vi.advanceTimersByTimeAsync(Math.min(16, milliseconds - passed)));
    }
  }

  async function openWithFakeTimers(open: Opener, motion = true) {
    vi.useFakeTimers();
    render(<Dialogs motion={motion} open={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await wait(100);
    const [first] = screen.getAllByRole('dialog');
    if (!first) throw new Error('no dialog opened');
    return first;
  }

  const dialogsInPage = () => document.querySelectorAll('.ant-modal-root').length;

  // The test page plays no animations, so their end never comes: only the helper can remove it.
  test('with motion on, still there while its closing animation may play, gone at 300 ms', async () => {
    const afterClose = vi.fn();
    const dialog = await openWithFakeTimers(({ confirm }) => confirm({ afterClose }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await wait(CLOSED_DIALOG_REMOVAL_MS - 1);
    expect(dialogsInPage()).toBe(1);
    expect(afterClose).not.toHaveBeenCalled();
    await wait(1);
    expect(dialogsInPage()).toBe(0);
    expect(afterClose).toHaveBeenCalledOnce();
  });

  test('closing from code, or with Yes, removes it the same way', async () => {
    let helper: ConfirmHelper | undefined;
    await openWithFakeTimers((opened) => {
      helper = opened;
      opened.pop();
    });
    act(() => helper?.close());
    await wait(CLOSED_DIALOG_REMOVAL_MS);
    expect(dialogsInPage()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await wait(100);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await wait(CLOSED_DIALOG_REMOVAL_MS);
    expect(dialogsInPage()).toBe(0);
  });

  test('with motion off (reduced motion), it is out of the page within 300 ms', async () => {
    const afterClose = vi.fn();
    const dialog = await openWithFakeTimers(({ alert }) => alert({ afterClose }), false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await wait(CLOSED_DIALOG_REMOVAL_MS);
    expect(dialogsInPage()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(afterClose).toHaveBeenCalledOnce();
  });

  test('closing one dialog leaves another open one in place', async () => {
    let helper: ConfirmHelper | undefined;
    await openWithFakeTimers((opened) => {
      helper = opened;
      opened.confirm({ content: 'First?' });
      opened.confirm({ content: 'Second?' });
    });
    act(() => helper?.close());
    await wait(CLOSED_DIALOG_REMOVAL_MS);
    expect(screen.queryByText('Second?')).toBeNull();
    expect(screen.getByText('First?')).toBeDefined();
  });
});
