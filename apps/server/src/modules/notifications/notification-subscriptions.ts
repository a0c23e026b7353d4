import type { EventBus } from '../../lib/events.ts';
import { defineModule } from '../../lib/modules.ts';
import type { TeamService } from '../team/team.service.ts';
import type { NotificationsService } from './notifications.service.ts';

/** "3 lines", "1 unit", in Indian digit grouping. */
const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Kesar Naturals's" reads badly: a name ending in s takes the apostrophe alone. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Where the console shows each record a notification is about. */
const links = {
  user: (code: string) => `/users/view/${code}`,
  users: '/users',
  plan: (code: string) => `/users/view-plan/${code}`,
  receipt: (code: string) => `/receiving/view/${code}`,
  shipment: (id: string) => `/shipments/view/${id}`,
  stock: '/stock',
  count: (code: string) => `/stock/counts/view/${code}`,
};

/**
 * Who is told of what, in which words: each event becomes a notification in the drawer and/or
 * a mail, as each recipient chose (the notifications service applies the choices). Nobody is
 * told of what they did themselves.
 */
export function subscribeNotifications(
  events: EventBus,
  deps: {
    notifications: Pick<NotificationsService, 'notify'>;
    team: Pick<TeamService, 'activeMemberIdsWith'>;
  },
): void {
  const { notify } = deps.notifications;
  const othersWith = async (
    resource: Parameters<TeamService['activeMemberIdsWith']>[0],
    action: Parameters<TeamService['activeMemberIdsWith']>[1],
    memberId: number,
  ) => (await deps.team.activeMemberIdsWith(resource, action)).filter((id) => id !== memberId);

  events.on('user.created', async ({ user, by }) => {
    await notify('user.created', await othersWith('users', 'view', by.memberId), {
      title: `${user.businessName} is a new user`,
      body: `${by.fullName} added ${user.businessName} (${user.code}).`,
      link: links.user(user.code),
    });
  });

  events.on('users.imported', async ({ count, by }) => {
    await notify('user.created', await othersWith('users', 'view', by.memberId), {
      title: `${countOf(count, 'new user')} imported`,
      body: `${by.fullName} imported ${countOf(count, 'user')} from a file.`,
      link: links.users,
    });
  });

  events.on('receipt.raised', async ({ receipt, by }) => {
    // Nobody approves what they raised: the creator is not asked to.
    await notify(
      'receiving.awaiting-approval',
      await othersWith('receiving', 'approve', by.memberId),
      {
        title: `${receipt.code} awaits approval`,
        body: `${receipt.supplierName} for ${receipt.user.businessName} (${receipt.user.code}): ${countOf(receipt.lines, 'line')}, ${countOf(receipt.expectedUnits, 'unit')} expected. Raised by ${by.fullName}.`,
        link: links.receipt(receipt.code),
      },
    );
  });

  events.on('count.submitted', async ({ count, by }) => {
    // Whoever began or sent it may not approve it: they are not asked to.
    const reviewers = (await othersWith('counts', 'approve', by.memberId)).filter(
      (id) => id !== count.createdByMemberId,
    );
    await notify('counts.awaiting-review', reviewers, {
      title: `${count.code} awaits review`,
      body: `${countOf(count.bins, 'bin')} counted at ${count.warehouseName} by ${by.fullName}: ${
        count.linesOff === 0
          ? 'nothing differs from the books'
          : `${countOf(count.linesOff, 'line')} off`
      }.`,
      link: links.count(count.code),
    });
  });

  events.on('receipt.decided', async ({ receipt, decision, comment, by }) => {
    if (receipt.createdByMemberId === null) return;
    const from = `the goods receipt from ${receipt.supplierName} for ${receipt.userBusinessName}`;
    await notify(
      decision === 'approved' ? 'receiving.approved' : 'receiving.rejected',
      [receipt.createdByMemberId],
      {
        title: `${receipt.code} is ${decision}`,
        body:
          decision === 'approved'
            ? `${by.fullName} approved ${from}.`
            : `${by.fullName} rejected ${from}: ${comment ?? ''}`,
        link: links.receipt(receipt.code),
      },
    );
  });

  events.on('shipment.dispatched', async ({ shipment, createdByMemberId, by }) => {
    // Whoever dispatched it knows already.
    if (createdByMemberId === null || createdByMemberId === by.memberId) return;
    await notify('shipment.dispatched', [createdByMemberId], {
      title: `${shipment.id} is dispatched`,
      body: `${shipment.id} (${shipment.reference}) for ${shipment.consigneeName} left with ${shipment.carrier ?? 'its carrier'}, tracking number ${shipment.trackingNumber ?? '—'}.`,
      link: links.shipment(shipment.id),
    });
  });

  events.on('file.delivered', async ({ file, fileName, rows, requestedBy }) => {
    await notify(
      'report.ready',
      [requestedBy],
      file.kind === 'report'
        ? {
            title: `${file.title} is ready`,
            body: `“${file.name}” (${fileName}) holds ${countOf(rows, file.rowNoun.one, file.rowNoun.many)}.`,
          }
        : {
            title: `${file.area.charAt(0).toUpperCase()}${file.area.slice(1)} export is ready`,
            body: `${fileName} holds ${countOf(rows, 'row')}.`,
          },
    );
  });

  events.on('stock.drifted', async ({ keys, examples }) => {
    const named = examples.map(
      (key) =>
        `${key.sku}${key.lot ? ` lot ${key.lot}` : ''} of ${key.client} at ${key.warehouse} ${key.location}: ${key.balance.toLocaleString('en-IN')} on record, ${key.ledger.toLocaleString('en-IN')} by the ledger`,
    );
    const more =
      keys > examples.length ? ` (and ${countOf(keys - examples.length, 'more', 'more')})` : '';
    await notify('stock.drift', await deps.team.activeMemberIdsWith('inventory', 'view'), {
      title: `Stock differs from its ledger at ${countOf(keys, 'place')}`,
      body: `The stock check found ${named.join('; ')}${more}. Nothing was changed; the server log names every one.`,
      link: links.stock,
    });
  });

  events.on('plans.expiring', async ({ plans }) => {
    const recipients = await deps.team.activeMemberIdsWith('users', 'view');
    // Each plan's notice on its own: one that fails does not keep the others from being raised.
    const failed: string[] = [];
    for (const plan of plans) {
      const when = plan.daysLeft === 0 ? 'today' : `in ${countOf(plan.daysLeft, 'day')}`;
      try {
        await notify('plan.expiring', recipients, {
          title: `${possessive(plan.businessName)} plan ends ${when}`,
          body: `${plan.businessName} (${plan.code}) is on ${plan.packageName} until ${dayFormat.format(new Date(`${plan.periodEnd}T00:00:00Z`))}, with no renewal yet.`,
          link: links.plan(plan.code),
        });
      } catch (error) {
        failed.push(`${plan.code}: ${String(error)}`);
      }
    }
    if (failed.length > 0) throw new Error(`plan expiry notices not raised: ${failed.join('; ')}`);
  });
}

declare module '../../lib/modules.ts' {
  interface Services {
    /** Subscribers only: nothing else calls it. */
    notificationSubscriptions: undefined;
  }
}

/** What people are told of, once each change is committed. */
export const notificationSubscriptionsModule = defineModule({
  name: 'notificationSubscriptions',
  create: ({ events, use }) => {
    subscribeNotifications(events, { notifications: use('notifications'), team: use('team') });
    return undefined;
  },
});
