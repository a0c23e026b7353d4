import { bearer, type SignedIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A package's creation body: Starter, monthly, in INR, with no rates. */
export const starterPackage = {
  code: 'STARTER-M',
  name: 'Starter',
  currency: 'INR',
  price: '4999',
  billingCycle: 'monthly',
  limits: { warehouses: 1, ordersPerMonth: 500, teamSeats: 3, skus: 250 },
  features: [],
  rates: [],
};

/**
 * The packages the users tests subscribe to: STARTER-M (monthly) and SCALE-Y (yearly), active,
 * and LITE-M, deactivated.
 */
export async function addSubscriptionPackages(app: TestApp, as: SignedIn): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/${url}`,
      headers: bearer(as),
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  };
  for (const plan of [
    starterPackage,
    { ...starterPackage, code: 'SCALE-Y', name: 'Scale', billingCycle: 'yearly' },
    { ...starterPackage, code: 'LITE-M', name: 'Lite' },
  ]) {
    await post('packages', plan);
  }
  await post('packages/change-status', { codes: ['LITE-M'], isActive: false });
}
