import { z } from 'zod';

// Travels in the router's location state, so the notice is seen once and never sits in a URL
// someone could forge to show their own words on the sign-in screen.
const loginNoticeStateSchema = z.object({
  loginNotice: z.object({ type: z.enum(['success', 'info']), message: z.string() }),
});

export type LoginNotice = z.infer<typeof loginNoticeStateSchema>['loginNotice'];

/** Location state that makes the sign-in screen show `notice` above its form. */
export function loginNoticeState(notice: LoginNotice) {
  return { loginNotice: notice };
}

/** The notice carried by a location's state, if it carries one. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  const parsed = loginNoticeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.loginNotice : null;
}
