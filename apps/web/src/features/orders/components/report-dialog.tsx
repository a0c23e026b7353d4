import type { ExportFormat } from '@depot/contracts/common';
import { Alert, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { downloadB2bOrderReport } from '../api/b2b-order-report.ts';

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The B2B order report of the list's filters: named, CSV or XLSX, downloaded with its progress
 * shown; a failure is said in words and the dialog stays open to try again.
 */
export function ReportDialog({
  filters,
  filterSummary,
  onClose,
}: {
  filters: Record<string, unknown>;
  /** "Status: Delivered · Ordered 1 Oct – 31 Oct", or "Every order". */
  filterSummary: string;
  onClose: () => void;
}) {
  // The server adds the day to the file's name.
  const [reportName, setReportName] = useState('B2B orders');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [received, setReceived] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notice = useNotice();
  const nameId = useId();
  const nameProblem = reportName.trim() === '' ? 'Name the report' : null;

  async function run() {
    if (received !== null || nameProblem) return;
    setFailure(null);
    setReceived(0);
    try {
      const file = await downloadB2bOrderReport(
        { reportName: reportName.trim(), filters: filters as never, format },
        setReceived,
      );
      notice.success(`${file.fileName} is saved (${size(file.bytes)}).`);
      onClose();
    } catch (error) {
      setFailure(`The report could not be downloaded: ${apiErrorMessage(error)}`);
    } finally {
      setReceived(null);
    }
  }

  return (
    <Modal
      open
      title="B2B order report"
      okText={received === null ? 'Download' : `Downloading… ${size(received)}`}
      okButtonProps={{ loading: received !== null, disabled: Boolean(nameProblem) }}
      cancelText="Close"
      onOk={() => void run()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{filterSummary}</Typography.Text>
        <div>
          <label htmlFor={nameId}>
            <Typography.Text>Report name</Typography.Text>
          </label>
          <Input
            id={nameId}
            value={reportName}
            maxLength={100}
            status={nameProblem ? 'error' : undefined}
            onChange={(event) => setReportName(event.target.value)}
          />
          {nameProblem && <Typography.Text type="danger">{nameProblem}</Typography.Text>}
        </div>
        <Radio.Group
          aria-label="Format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          options={[
            { value: 'csv', label: 'CSV' },
            { value: 'xlsx', label: 'Excel (XLSX)' },
          ]}
        />
        {received !== null && (
          <Typography.Text role="status">Downloading… {size(received)} received</Typography.Text>
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}
