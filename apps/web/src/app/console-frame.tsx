import type { Permissions } from '@depot/contracts/permissions';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { PlainSpinner } from '@/components/plain/plain-spinner.tsx';
import {
  PRODUCT_SHORT_NAME,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
} from '@/config/constants.ts';
import { isSignInPath } from '@/config/paths.ts';
import { headingIn, type ScreenHeading } from '@/config/screen-headings.ts';
import { canAny } from '@/lib/session/permissions.ts';
import { isSignedIn } from '@/lib/session/session.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useWorkspaceArea, type WorkspaceArea } from '@/lib/session/workspace-area.ts';
import { type Screen, screens } from './screens.ts';
import { readSidebarCollapsed } from './shell/use-sidebar-collapsed.ts';
import { welcomeLine } from './welcome-line.ts';
import './console-frame.css';

/** Whether the person may open `screen`: anyone signed in, or one of its permissions. */
export function mayOpen(screen: Screen, permissions: Permissions): boolean {
  return !screen.anyOf || canAny(permissions, screen.anyOf);
}

/** The heading of the screen at `pathname`, when it is the same for everyone and theirs to open. */
function headingAt(
  pathname: string,
  permissions: Permissions,
  area: WorkspaceArea,
): ScreenHeading | undefined {
  const screen = screens.find((candidate) => matchPath(candidate.path, pathname));
  if (!screen?.heading || !mayOpen(screen, permissions)) return undefined;
  return headingIn(screen.heading, area);
}

/** A screen's heading as the frame draws it: a picture, the screen's own is the one to find. */
export function FrameHeading({ heading }: { heading: ScreenHeading }) {
  return (
    <div aria-hidden="true">
      <h1 className="console-frame-title">{heading.title}</h1>
      <p className="console-frame-description">{heading.description}</p>
    </div>
  );
}

type ConsoleFrameViewProps = {
  welcome: string;
  /** The screen's heading (a FrameHeading), or nothing where it depends on what the screen shows. */
  heading?: ReactNode;
  collapsed: boolean;
};

/**
 * The console as it stands while the shell's and the screen's code are on their way: the
 * sidebar's column (below laptop width the sidebar is a drawer, and the column is not drawn; see
 * console-frame.css), the header with its greeting and the screen's heading, in plain elements
 * where the shell will draw them (see shell/app-shell.tsx). On a phone's connection that is a
 * second or two in which the person sees where they are going rather than a spinner alone.
 * Only the spinner speaks to assistive technology. The server draws the same frame into the page
 * from this component, rendered at build (prerender.tsx).
 */
export function ConsoleFrameView({ welcome, heading, collapsed }: ConsoleFrameViewProps) {
  return (
    <div className="plain-scope console-frame">
      <div
        aria-hidden="true"
        className="console-frame-sider"
        style={{ width: collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED }}
      >
        <div className="shell-sidebar">
          <span className="shell-logo">
            {collapsed ? PRODUCT_SHORT_NAME.charAt(0) : PRODUCT_SHORT_NAME}
          </span>
        </div>
      </div>
      <div className="console-frame-body">
        <div className="console-frame-header" aria-hidden="true">
          <span className="console-frame-toggle" />
          <strong className="shell-welcome">{welcome}</strong>
        </div>
        <div className="console-frame-main">
          {heading}
          <PlainSpinner label="Loading" />
        </div>
      </div>
    </div>
  );
}

/** The frame for the person signed in here, at `pathname`. */
export function ConsoleFrame({ pathname }: { pathname: string }) {
  const { claims, permissions } = useSession();
  const heading = headingAt(pathname, permissions, useWorkspaceArea());
  return (
    <ConsoleFrameView
      welcome={welcomeLine(claims?.fullName)}
      heading={heading && <FrameHeading heading={heading} />}
      collapsed={readSidebarCollapsed()}
    />
  );
}

/**
 * What the router shows while it loads the first screen's code, when the page came without the
 * frame drawn: the console's frame to someone signed in, else a spinner.
 */
export function FirstLoad({ pathname }: { pathname: string }) {
  return isSignedIn() && !isSignInPath(pathname) ? (
    <ConsoleFrame pathname={pathname} />
  ) : (
    <PageSpinner />
  );
}
