import { withSearch } from '@/lib/paths/with-search.ts';
import { signInPatterns } from './sign-in-paths.ts';

/**
 * Each feature's route patterns and typed links, keyed by area: every feature declares its own in
 * `features/<feature>/paths.ts` (`featurePaths`: its `routes` and `links`) and adds them to these
 * types there, so that any feature links to another's screens through `paths` without importing
 * it, and a new area edits no shared file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's paths.ts.
export interface FeatureRoutePatterns {}
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's paths.ts.
export interface FeaturePaths {}

type FeaturePathsDeclaration = { routes: object; links: object };
const declared = import.meta.glob<FeaturePathsDeclaration>('../features/*/paths.ts', {
  eager: true,
  import: 'featurePaths',
});

/**
 * The features' declarations of one kind merged; an area declared twice (by two features, or as
 * a sign-in screen) is a bug.
 */
function gathered(kind: keyof FeaturePathsDeclaration): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [file, own] of Object.entries(declared)) {
    if (!own) throw new Error(`${file} must export featurePaths`);
    for (const [area, value] of Object.entries(own[kind])) {
      if (Object.hasOwn(merged, area) || Object.hasOwn(signInPatterns, area)) {
        throw new Error(`the paths of ${area} are declared twice`);
      }
      merged[area] = value;
    }
  }
  return merged;
}

/** Every route of docs/BEHAVIOUR.md §2 as a router pattern; the router registers exactly these. */
export const routePatterns = {
  ...signInPatterns,
  ...gathered('routes'),
} as typeof signInPatterns & Readonly<FeatureRoutePatterns>;

const signInPaths = new Set<string>([
  signInPatterns.login,
  signInPatterns.forgotPassword,
  signInPatterns.otpVerification,
  signInPatterns.resetPassword,
]);

/** Whether `pathname` is one of the sign-in screens (a trailing slash or not). */
export function isSignInPath(pathname: string): boolean {
  return signInPaths.has(pathname.replace(/\/+$/, ''));
}

const signInLinks = {
  index: signInPatterns.index,
  /** `redirectTo` is where sign-in returns the person to (a path with its search). */
  login: (redirectTo?: string) => withSearch(signInPatterns.login, { redirectTo }),
  forgotPassword: signInPatterns.forgotPassword,
  /** The second sign-in step, carrying the return path on from /login. */
  otpVerification: (redirectTo?: string) =>
    withSearch(signInPatterns.otpVerification, { redirectTo }),
  resetPassword: (token?: string) => withSearch(signInPatterns.resetPassword, { token }),
} as const;

/** Typed links to every screen, so components never spell a URL by hand. */
export const paths = {
  ...signInLinks,
  ...gathered('links'),
} as typeof signInLinks & Readonly<FeaturePaths>;
