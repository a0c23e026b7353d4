import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './use-confirm.ts';

export type LeaveGuard = {
  /** The form's values changed: leaving now asks first. */
  markChanged: () => void;
  /** Saved (or given up on purpose): the next move away goes without asking. */
  release: () => void;
};

/**
 * Keeps a form's unsaved changes from being lost without a word: once a value changed, moving to
 * another screen (a link, Cancel, the browser's Back) asks whether to leave them, and closing or
 * reloading the tab gets the browser's own warning. Moves within the form's own screens (its
 * tabs, under `within`) and the move after a save go freely.
 */
export function useLeaveGuard({ within }: { within?: string } = {}): LeaveGuard {
  const [changed, setChanged] = useState(false);
  const released = useRef(false);
  const asking = useRef(false);
  const { confirm } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed &&
      !released.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      !(
        within &&
        (nextLocation.pathname === within || nextLocation.pathname.startsWith(`${within}/`))
      ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    confirm({
      title: 'Leave without saving?',
      content:
        'Your changes on this screen are not saved. Leave and lose them, or stay to save them.',
      okText: 'Leave',
      cancelText: 'Stay',
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!changed) return;
    // The browser shows its own words; preventDefault is what asks it to.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  return {
    markChanged: () => {
      released.current = false;
      setChanged(true);
    },
    release: () => {
      released.current = true;
      setChanged(false);
    },
  };
}
