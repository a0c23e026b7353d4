import { Button, Flex } from 'antd';
import { useState } from 'react';
import { BulkSummaryAlert } from '@/components/bulk-status.tsx';
import type { ListSelection } from '@/components/list/use-list-screen.ts';
import { RequestError } from '@/components/request-error.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import type { BulkSummary } from '@/lib/format/active-status-summary.ts';

type BulkActionProps = ListSelection & {
  /** The button's words: "Receive in full". */
  label: string;
  /** The confirmation's question, for the selection in words ("3 transfers"). */
  question: (subject: string) => string;
  /** What the action does, said before it is done. */
  consequence: string;
  okText: string;
  /** Acts on the selected ids; resolves with what happened to each, in words. */
  act: (ids: string[]) => Promise<BulkSummary>;
  isPending: boolean;
  error: Error | null;
};

/**
 * A list's bulk action that changes records once confirmed, then says what became of each id:
 * the server answers per id, and some may be refused or gone.
 */
export function BulkAction(props: BulkActionProps) {
  const { selectedIds, onDone, noun, label, question, consequence, okText, act } = props;
  const { confirm } = useConfirm();
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  function run() {
    confirm({
      title: question(noun(selectedIds.length)),
      content: consequence,
      okText,
      onOk: async () => {
        setSummary(null);
        const done = await act(selectedIds).catch(() => null);
        if (!done) return;
        setSummary(done);
        onDone();
      },
    });
  }

  return (
    <Flex vertical gap={8}>
      {summary && <BulkSummaryAlert summary={summary} onClose={() => setSummary(null)} />}
      <RequestError error={props.error} />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={run} loading={props.isPending}>
          {label}
        </Button>
      </Flex>
    </Flex>
  );
}
