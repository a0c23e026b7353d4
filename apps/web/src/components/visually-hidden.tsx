import type { CSSProperties, ReactNode } from 'react';

// Off screen but read by assistive technology (the usual "sr-only" rules).
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

type VisuallyHiddenProps = { children: ReactNode; role?: 'status' };

/** Text for screen readers only, such as a live announcement of what just changed. */
export function VisuallyHidden({ children, role }: VisuallyHiddenProps) {
  return (
    <span role={role} style={hidden}>
      {children}
    </span>
  );
}
