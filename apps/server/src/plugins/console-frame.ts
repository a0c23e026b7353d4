import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSOLE_FRAME_FILE,
  type ConsoleFrameTemplate,
  consoleFrameTemplateSchema,
  FRAME_SLOT,
  SIDEBAR_COLLAPSED_COOKIE,
  WORKSPACE_AREA_COOKIE,
  workspaceAreas,
} from '@depot/contracts/console-frame';
import { PAGE_LOOK_COOKIE, pageLookAttributes, parsePageLook } from '@depot/contracts/page-look';
import type { Permissions } from '@depot/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

/**
 * The build's pieces of the console's frame, or undefined for a build without them or with
 * pieces this server cannot use (another version's): the console's page then goes as built, and
 * the console draws the frame itself once its code runs.
 */
export function readConsoleFrame(
  distDir: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): ConsoleFrameTemplate | undefined {
  const file = path.join(distDir, CONSOLE_FRAME_FILE);
  if (!existsSync(file)) return undefined;
  let parsed: ReturnType<typeof consoleFrameTemplateSchema.safeParse>;
  try {
    parsed = consoleFrameTemplateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    log.error(
      { file, reason: String(error) },
      'the console frame cannot be read: pages go as built',
    );
    return undefined;
  }
  const template = parsed.success ? parsed.data : undefined;
  const usable =
    template?.page.includes(FRAME_SLOT.frame) &&
    [template.frames.expanded, template.frames.collapsed].every(
      (frame) => frame.includes(FRAME_SLOT.name) && frame.includes(FRAME_SLOT.heading),
    );
  if (!usable) {
    log.error(
      { file },
      'the console frame does not hold what this server draws: pages go as built',
    );
    return undefined;
  }
  return template;
}

/** Who the page is for, as the session's record has them (never the token's claims). */
export type FramePerson = { fullName: string; permissions: Permissions };

type FrameRequest = {
  person: FramePerson;
  /** The path asked for, without its query. */
  pathname: string;
  cookies: Record<string, string | undefined>;
};

// As the console's router matches: a trailing slash too, and letters in either case.
function routeKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** Whether route path segments (`:name` a parameter, a trailing `?` optional) match `segments`. */
function segmentsMatch(pattern: string[], segments: string[]): boolean {
  const [first, ...rest] = pattern;
  if (first === undefined) return segments.length === 0;
  const optional = first.endsWith('?');
  const wanted = optional ? first.slice(0, -1) : first;
  const [segment, ...others] = segments;
  const here =
    segment !== undefined &&
    (wanted.startsWith(':') ? segment !== '' : wanted === segment) &&
    segmentsMatch(rest, others);
  return here || (optional && segmentsMatch(rest, segments));
}

/** Whether a route's path matches a key of `routeKey`, as the console's router would. */
function matches(routePath: string, key: string): boolean {
  return segmentsMatch(routeKey(routePath).split('/'), key.split('/'));
}

type TemplateScreen = ConsoleFrameTemplate['screens'][number];

/** The screen at the request's path, when the person may open it. */
function screenFor(template: ConsoleFrameTemplate, { person, pathname }: FrameRequest) {
  const key = routeKey(pathname);
  // A fixed path wins over a parameter in the same place (`/users/new` over `/users/:id`).
  const candidates = template.screens.filter((candidate) => matches(candidate.path, key));
  const screen = candidates.find((candidate) => !candidate.path.includes(':')) ?? candidates[0];
  if (!screen) return undefined;
  const mayOpen =
    screen.anyOf.length === 0 ||
    screen.anyOf.some(([resource, action]) => person.permissions[resource]?.[action] === true);
  return mayOpen ? screen : undefined;
}

function headingFor(screen: TemplateScreen | undefined, { cookies }: FrameRequest): string {
  if (!screen?.headings) return '';
  const area = workspaceAreas.find((candidate) => candidate === cookies[WORKSPACE_AREA_COOKIE]);
  return screen.headings[area ?? 'business'];
}

/** The screen's code, fetched with the shell's rather than once the router has asked for it. */
function preloadTags(screen: TemplateScreen | undefined): string {
  return (screen?.preload ?? [])
    .map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    )
    .join('');
}

/** The page's opening tags wearing the look the browser last showed (its cookie), if it holds one. */
function withLook(page: string, cookies: FrameRequest['cookies']): string {
  const look = parsePageLook(cookies[PAGE_LOOK_COOKIE]);
  if (!look) return page;
  const { rootStyle, bodyClasses } = pageLookAttributes(look);
  return page
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(rootStyle)}">`,
    )
    .replace('<body>', `<body class="${bodyClasses.join(' ')}">`);
}

/**
 * The console's page with its frame drawn for `person` at `pathname`: their greeting, the
 * screen's heading where they may open it, the sidebar as they left it and their look, so that a
 * phone paints where the person is going before the console's code has arrived.
 */
export function drawConsolePage(template: ConsoleFrameTemplate, request: FrameRequest): string {
  const screen = screenFor(template, request);
  const collapsed = request.cookies[SIDEBAR_COLLAPSED_COOKIE] === 'true';
  const frame = (collapsed ? template.frames.collapsed : template.frames.expanded)
    .replace(FRAME_SLOT.heading, () => headingFor(screen, request))
    // Last, so that nothing in a name is read as a slot.
    .replace(FRAME_SLOT.name, () => escapeHtml(request.person.fullName));
  return withLook(template.page, request.cookies)
    .replace('</head>', () => `${preloadTags(screen)}</head>`)
    .replace(FRAME_SLOT.frame, () => frame);
}
