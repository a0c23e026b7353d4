import { SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import { request } from '@playwright/test';
import { firstAdmin, workerAdmin } from './admin.ts';
import { acceptInvitation, apiAs } from './admin-api.ts';
import { mailCount } from './mail.ts';

/**
 * Invites one super-admin per worker slot, as the first administrator, and sets each one's
 * password through the mailed invitation (support/admin.ts says why workers need their own).
 * Runs in the global setup, one invitation after another, before any worker starts: the first
 * administrator is signed in once, never by two processes at a time.
 */
export async function inviteWorkerAdmins(baseURL: string, workers: number): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    const api = await apiAs(context, firstAdmin);
    for (let index = 0; index < workers; index++) {
      const account = workerAdmin(index);
      const before = await mailCount(account.email);
      await api.post('/admin/team', {
        // The name every spec greets and looks for; the address tells the workers apart.
        fullName: 'Administrator',
        email: account.email,
        roleKey: SUPER_ADMIN_ROLE,
        designation: 'Administrator',
        department: 'Management',
      });
      await acceptInvitation(context, account.email, before, account.password);
    }
  } finally {
    await context.dispose();
  }
}
