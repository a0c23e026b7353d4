import { callApi, type SignedIn } from './auth-helpers.ts';
import { createPackage, packageBody } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A package's creation body: Starter, monthly, in INR, with no rates. */
export const starterPackage = packageBody({ code: 'STARTER-M', name: 'Starter' });

/**
 * The packages the users tests subscribe to: STARTER-M (monthly) and SCALE-Y (yearly), active,
 * and LITE-M, deactivated.
 */
export async function addSubscriptionPackages(app: TestApp, as: SignedIn): Promise<void> {
  for (const plan of [
    starterPackage,
    { ...starterPackage, code: 'SCALE-Y', name: 'Scale', billingCycle: 'yearly' as const },
    { ...starterPackage, code: 'LITE-M', name: 'Lite' },
  ]) {
    await createPackage(app, as, plan);
  }
  const off = await callApi(app, as, 'POST', '/admin/packages/change-status', {
    codes: ['LITE-M'],
    isActive: false,
  });
  if (off.statusCode >= 300) throw new Error(`packages/change-status: ${off.body}`);
}
