import { RECEIVING_ID_PATTERN, type Receiving } from '@depot/contracts/receiving';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useReceipt } from '../api/receiving.ts';

/** What a screen of an unknown or malformed receipt id shows, inside the shell. */
export function ReceiptNotFound({ id }: { id: string }) {
  return (
    <NotFoundResult
      title="Goods receipt not found"
      description={`There is no goods receipt ${id}. Goods receipt ids look like GRN-000001.`}
      back={{ to: paths.receiving.list, label: 'Back to receiving' }}
    />
  );
}

/**
 * Loads the receipt the URL names; an id that cannot be one shows not-found without asking the
 * server, and so does one the server does not know.
 */
export function ReceiptScreenState({ children }: { children: (receipt: Receiving) => ReactNode }) {
  const id = useRequiredParam('receivingId');
  const isValidId = RECEIVING_ID_PATTERN.test(id);
  const receipt = useReceipt(id, isValidId);
  if (!isValidId || isNotFound(receipt.error)) return <ReceiptNotFound id={id} />;
  if (receipt.isError) return <RequestError error={receipt.error} />;
  if (!receipt.data) return <PageSpinner />;
  return children(receipt.data);
}
