import { App, type ModalFuncProps } from 'antd';
import { useMemo, useRef } from 'react';

/** docs/BEHAVIOUR.md §9: the confirm dialog's defaults. */
export const CONFIRM_DEFAULTS = {
  title: 'Confirm',
  content: 'Are you sure?',
  okText: 'Yes',
  cancelText: 'Cancel',
  centered: true,
  zIndex: 2000,
} as const satisfies ModalFuncProps;

/** docs/BEHAVIOUR.md §9: a closed dialog is out of the page this long after closing, at the latest. */
export const CLOSED_DIALOG_REMOVAL_MS = 300;

let dialogCount = 0;

export type DialogOptions = Omit<ModalFuncProps, 'type' | 'open' | 'visible'>;

/** The open dialog: change what it says, or close it. */
export type DialogHandle = { update: (options: DialogOptions) => void; close: () => void };

export type ConfirmHelper = {
  /** Yes / Cancel with the warning icon. */
  confirm: (options?: DialogOptions) => DialogHandle;
  /** A confirm without the title icon, for light questions. */
  pop: (options?: DialogOptions) => DialogHandle;
  /** A message with one button (Yes unless told otherwise) and no Cancel. */
  alert: (options?: DialogOptions) => DialogHandle;
  /** Changes the dialog opened last (its content, a loading Yes, …). */
  update: (options: DialogOptions) => void;
  /** Closes the dialog opened last. */
  close: () => void;
};

/**
 * docs/BEHAVIOUR.md §9's confirm helper over antd's `App.useApp().modal`, so every dialog follows the theme
 * and is rendered inside the app (never in a detached React root).
 */
export function useConfirm(): ConfirmHelper {
  const { modal } = App.useApp();
  const latest = useRef<DialogHandle | null>(null);

  return useMemo(() => {
    function open(options: DialogOptions): DialogHandle {
      dialogCount += 1;
      // Finds this dialog's panel in the page, whichever other dialogs are open.
      const marker = `confirm-dialog-${dialogCount}`;
      let handle: DialogHandle | null = null;
      let isRemoved = false;
      let removal: ReturnType<typeof setTimeout> | undefined;

      const withMarker = (className: string | undefined) =>
        [className, marker].filter(Boolean).join(' ');

      const instance = modal.confirm({
        ...CONFIRM_DEFAULTS,
        ...options,
        className: withMarker(options.className),
        afterClose: () => {
          isRemoved = true;
          clearTimeout(removal);
          if (latest.current === handle) latest.current = null;
          options.afterClose?.();
        },
      });

      // antd takes a closed dialog out when its closing animation ends (motionDurationSlow,
      // 0.3 s), or at once when motion is off. An animation that never reports its end would
      // leave it in the page, so it is ended here 300 ms after closing: never sooner, so the
      // animation still plays out.
      function removeAfterClosing() {
        if (isRemoved || removal !== undefined) return;
        removal = setTimeout(() => {
          // The page may be gone by then (a test's browser environment torn down).
          if (isRemoved || typeof document === 'undefined') return;
          document.querySelector(`.${marker}`)?.dispatchEvent(new Event('transitionend'));
        }, CLOSED_DIALOG_REMOVAL_MS);
      }
      // Settles when a button or Escape closes the dialog. Awaited so, antd also keeps a refused
      // onOk to itself (the dialog stays open to try again) instead of rejecting unhandled.
      void instance.then(removeAfterClosing, () => {});

      handle = {
        update: (next) =>
          instance.update(
            'className' in next ? { ...next, className: withMarker(next.className) } : next,
          ),
        close: () => {
          instance.destroy();
          removeAfterClosing();
        },
      };
      latest.current = handle;
      return handle;
    }
    return {
      confirm: (options = {}) => open(options),
      pop: (options = {}) => open({ icon: null, ...options }),
      alert: (options = {}) => open({ okCancel: false, ...options }),
      update: (options) => latest.current?.update(options),
      close: () => latest.current?.close(),
    };
  }, [modal]);
}
