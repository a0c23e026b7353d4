import type { NotificationEvent } from '@depot/contracts/preferences';

/**
 * The administrator's drawer on the first start: a few read, most not. Plans about to expire
 * are announced by the real check as the server starts, about the sample users' real plans.
 */
export const demoNotifications: Array<{
  event: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
  hoursAgo: number;
  read: boolean;
}> = [
  {
    event: 'receiving.awaiting-approval',
    title: 'Goods receipt GRN-24117 awaits approval',
    body: 'Kalyan Organics sent 42 cartons (6 SKUs) to the Bhiwandi DC; 2 lines are short.',
    link: '/dashboard',
    hoursAgo: 2,
    read: false,
  },
  {
    event: 'user.created',
    title: 'New user: Nilgiri Naturals',
    body: 'Nilgiri Naturals (Coimbatore) signed up on the Starter plan.',
    link: '/users',
    hoursAgo: 26,
    read: false,
  },
  {
    event: 'report.ready',
    title: 'Report ready: B2B orders, last month',
    body: 'The B2B order report you asked for is ready to download.',
    link: '/dashboard',
    hoursAgo: 50,
    read: true,
  },
];
