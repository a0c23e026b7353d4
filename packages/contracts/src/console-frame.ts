import { z } from 'zod';
import { actions, resources } from './permissions.ts';

/**
 * The console's frame as the server draws it into a page before any code has run: the sidebar's
 * column, the header's greeting and the screen's heading. The build renders the frame's pieces
 * from the web app's own components into `CONSOLE_FRAME_FILE`; the server fills them in for the
 * person the page is for, from the session's record, never from what the browser claims.
 */
export const CONSOLE_FRAME_FILE = 'console-frame.json';

/** Where the pieces go: the frame into the page, the greeting's name and the heading into the frame. */
export const FRAME_SLOT = {
  frame: '{{frame}}',
  name: '{{name}}',
  heading: '{{heading}}',
} as const;

/** Whether the person collapsed the docked sidebar: "true" or "false" (named for the resizable panels). */
export const SIDEBAR_COLLAPSED_COOKIE = 'react-resizable-panels:collapsed';

/** The business / analytical area switch, remembered in a cookie across visits and sign-outs. */
export const WORKSPACE_AREA_COOKIE = 'depot-area';
export const workspaceAreas = ['business', 'analytical'] as const;
export type WorkspaceArea = (typeof workspaceAreas)[number];

const html = z.string().min(1);

export const consoleFrameTemplateSchema = z.object({
  /** The page (one of the build's entry pages) the frame is drawn into, by file name. */
  pageFile: z.string().min(1),
  /** That page, its root holding `FRAME_SLOT.frame`. */
  page: html,
  /** The frame with the docked sidebar open and collapsed, holding the name and heading slots. */
  frames: z.object({ expanded: html, collapsed: html }),
  /**
   * Every screen, by its route's path (`:name` for a parameter), for those who may open it: the
   * heading the frame shows, by area, for a screen whose heading is the same for everyone; and
   * the files of the screen's code the page does not preload already, so that the browser
   * fetches them with the shell's rather than after it.
   */
  screens: z.array(
    z.object({
      path: z.string().startsWith('/'),
      anyOf: z.array(z.tuple([z.enum(resources), z.enum(actions)])),
      headings: z.record(z.enum(workspaceAreas), html).optional(),
      // A frame file from a build before preloads: draw it all the same.
      preload: z.array(z.string().regex(/^\/[\w./-]+\.js$/)).default([]),
    }),
  ),
});
export type ConsoleFrameTemplate = z.infer<typeof consoleFrameTemplateSchema>;
