import type { Actor } from './actor.ts';

/** Who did it, as the words of an announcement need them. */
type By = Pick<Actor, 'memberId' | 'fullName'>;

/**
 * Everything that has happened which other parts of the server act on, by name, with what each
 * needs to know. An event is emitted once its change is committed; what must be atomic with the
 * change (its audit entry, a stock posting) is written inside the change's transaction instead.
 */
export type DomainEvents = {
  /** A client business was added, one by one on its form. */
  'user.created': { user: { code: string; businessName: string }; by: By };
  /** Client businesses were added from a file, in one import. */
  'users.imported': { count: number; by: By };
  /** A goods receipt was raised and awaits someone else's approval. */
  'receipt.raised': {
    receipt: {
      code: string;
      supplierName: string;
      user: { code: string; businessName: string };
      lines: number;
      expectedUnits: number;
    };
    by: By;
  };
  /** Every bin of a cycle count was counted, and it was sent for someone else's review. */
  'count.submitted': {
    count: {
      code: string;
      warehouseName: string;
      bins: number;
      linesOff: number;
      createdByMemberId: number | null;
    };
    by: By;
  };
  /** A pending goods receipt was approved or rejected. */
  'receipt.decided': {
    receipt: {
      code: string;
      supplierName: string;
      userBusinessName: string;
      createdByMemberId: number | null;
    };
    decision: 'approved' | 'rejected';
    comment: string | null;
    by: By;
  };
  /** A shipment left the warehouse with its carrier. */
  'shipment.dispatched': {
    shipment: {
      id: string;
      reference: string;
      consigneeName: string;
      carrier: string | null;
      trackingNumber: string | null;
    };
    createdByMemberId: number | null;
    by: By;
  };
  /** A file was delivered whole to whoever asked for it. */
  'file.delivered': {
    file:
      | { kind: 'report'; title: string; name: string; rowNoun: { one: string; many: string } }
      | { kind: 'export'; area: string };
    fileName: string;
    rows: number;
    requestedBy: number;
  };
  /**
   * The stock reconciliation found balances that differ from their ledger: how many, and the
   * first few by name.
   */
  'stock.drifted': {
    keys: number;
    examples: {
      client: string;
      sku: string;
      warehouse: string;
      location: string;
      lot: string | null;
      balance: number;
      ledger: number;
    }[];
  };
  /** Plans entered their last days with no renewal, claimed for today's reminder. */
  'plans.expiring': {
    plans: {
      code: string;
      businessName: string;
      packageName: string;
      periodEnd: string;
      daysLeft: number;
    }[];
  };
};

export type EventName = keyof DomainEvents;
export type EventHandler<Name extends EventName> = (
  event: DomainEvents[Name],
) => Promise<void> | void;

type Logger = { error: (object: object, message: string) => void };

/**
 * Emitting waits for every subscriber, so an answer that follows an event finds its effects (the
 * notification in the drawer) in place; a subscriber that fails is logged with the event's name,
 * never thrown to the emitter, and never keeps the others from running.
 */
export type EventBus = {
  on<Name extends EventName>(name: Name, handler: EventHandler<Name>): void;
  emit<Name extends EventName>(name: Name, event: DomainEvents[Name]): Promise<void>;
};

/** The in-process bus: subscribers are registered once, when the server is built. */
export function createEventBus(logger: Logger): EventBus {
  const handlers = new Map<EventName, EventHandler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
    },
    async emit(name, event) {
      const subscribed = (handlers.get(name) ?? []) as EventHandler<typeof name>[];
      const outcomes = await Promise.allSettled(
        // Each runs in its own promise, so one that throws before awaiting cannot stop the rest.
        subscribed.map(async (handler) => handler(event)),
      );
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          logger.error({ err: outcome.reason, event: name }, 'an event subscriber failed');
        }
      }
    },
  };
}
