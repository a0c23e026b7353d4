import { describe, expect, test, vi } from 'vitest';
import { createEventBus } from './events.ts';

const plans = [
  {
    code: 'USR-000001',
    businessName: 'Kesar Naturals',
    packageName: 'Growth',
    periodEnd: '2026-12-01',
    daysLeft: 4,
  },
];

describe('the event bus', () => {
  test('every subscriber of an event gets it, once, and only that event', async () => {
    const bus = createEventBus({ error: vi.fn() });
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on('plans.expiring', first);
    bus.on('plans.expiring', second);
    bus.on('users.imported', other);
    await bus.emit('plans.expiring', { plans });
    expect(first).toHaveBeenCalledExactlyOnceWith({ plans });
    expect(second).toHaveBeenCalledExactlyOnceWith({ plans });
    expect(other).not.toHaveBeenCalled();
  });

  test('a subscriber that fails is logged and keeps neither the others nor the emitter from going on', async () => {
    const error = vi.fn();
    const bus = createEventBus({ error });
    const after = vi.fn();
    bus.on('plans.expiring', () => {
      throw new Error('thrown before any await');
    });
    bus.on('plans.expiring', async () => {
      throw new Error('rejected');
    });
    bus.on('plans.expiring', after);
    await expect(bus.emit('plans.expiring', { plans })).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'plans.expiring' }),
      'an event subscriber failed',
    );
  });

  test('emitting waits for the subscribers to finish', async () => {
    const bus = createEventBus({ error: vi.fn() });
    let finished = false;
    bus.on('users.imported', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      finished = true;
    });
    await bus.emit('users.imported', { count: 3, by: { memberId: 1, fullName: 'Asha Rao' } });
    expect(finished).toBe(true);
  });

  test('an event nobody subscribed to is emitted without a sound', async () => {
    const error = vi.fn();
    await createEventBus({ error }).emit('users.imported', {
      count: 1,
      by: { memberId: 1, fullName: 'Asha Rao' },
    });
    expect(error).not.toHaveBeenCalled();
  });
});
