import type { BillingCycle } from '@depot/contracts/packages';

/** How a package's billing cycle reads, wherever a package or a plan is shown. */
export const billingCycleLabels: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
