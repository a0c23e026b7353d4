import type { Permissions } from '@depot/contracts/permissions';
import { matchPath } from 'react-router';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { PlainSpinner } from '@/components/plain/plain-spinner.tsx';
import {
  PRODUCT_SHORT_NAME,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
} from '@/config/constants.ts';
import { isSignInPath } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { useIsBelowLaptopWidth } from '@/lib/screen/use-screen-size.ts';
import { canAny } from '@/lib/session/permissions.ts';
import { isSignedIn } from '@/lib/session/session.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { screens } from './screens.ts';
import { readSidebarCollapsed } from './shell/use-sidebar-collapsed.ts';
import { welcomeLine } from './welcome-line.ts';
import './console-frame.css';

/** The heading of the screen at `pathname`, when it is the same for everyone and theirs to open. */
function headingAt(pathname: string, permissions: Permissions): ScreenHeading | undefined {
  const screen = screens.find((candidate) => matchPath(candidate.path, pathname));
  if (!screen?.heading) return undefined;
  return !screen.anyOf || canAny(permissions, screen.anyOf) ? screen.heading : undefined;
}

/**
 * The console as it stands while the shell's and the screen's code are on their way: the
 * sidebar's column, the header with its greeting and the screen's heading, in plain elements
 * where the shell will draw them (see shell/app-shell.tsx). On a phone's connection that is a
 * second or two in which the person sees where they are going rather than a spinner alone.
 * Only the spinner speaks to assistive technology: the rest is a picture of what is coming, and
 * the screen's own heading is the one to find.
 */
export function ConsoleFrame({ pathname }: { pathname: string }) {
  const { claims, permissions } = useSession();
  const docked = !useIsBelowLaptopWidth();
  const collapsed = readSidebarCollapsed();
  const heading = headingAt(pathname, permissions);
  return (
    <div className="plain-scope console-frame">
      {docked && (
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
      )}
      <div className="console-frame-body">
        <div className="console-frame-header" aria-hidden="true">
          <span className="console-frame-toggle" />
          <strong className="shell-welcome">{welcomeLine(claims?.fullName)}</strong>
        </div>
        <div className="console-frame-main">
          {heading && (
            <div aria-hidden="true">
              <h1 className="console-frame-title">{heading.title}</h1>
              <p className="console-frame-description">{heading.description}</p>
            </div>
          )}
          <PlainSpinner label="Loading" />
        </div>
      </div>
    </div>
  );
}

/**
 * What the router shows while it loads the first screen's code: the console's frame to someone
 * signed in, else a spinner.
 */
export function FirstLoad({ pathname }: { pathname: string }) {
  return isSignedIn() && !isSignInPath(pathname) ? (
    <ConsoleFrame pathname={pathname} />
  ) : (
    <PageSpinner />
  );
}
