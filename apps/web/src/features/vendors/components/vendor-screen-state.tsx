import { VENDOR_CODE_PATTERN, type Vendor } from '@depot/contracts/vendors';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useVendor } from '../api/vendors.ts';

/**
 * Loads the vendor the URL names; a code that cannot be one shows not-found without asking the
 * server, and so does one the server does not know.
 */
export function VendorScreenState({ children }: { children: (vendor: Vendor) => ReactNode }) {
  const code = useRequiredParam('vendorId');
  const isValidId = VENDOR_CODE_PATTERN.test(code);
  const vendor = useVendor(code, isValidId);
  if (!isValidId || isNotFound(vendor.error)) {
    return (
      <NotFoundResult
        title="Vendor not found"
        description={`There is no vendor ${code}. Vendor codes look like VEN-000001.`}
        back={{ to: paths.vendors.list, label: 'Back to vendors' }}
      />
    );
  }
  if (vendor.isError) return <RequestError error={vendor.error} />;
  if (!vendor.data) return <PageSpinner />;
  return children(vendor.data);
}
