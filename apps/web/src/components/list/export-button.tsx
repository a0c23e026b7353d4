import type { ExportFormat } from '@depot/contracts/common';
import type { Endpoint } from '@depot/contracts/endpoint';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { downloadFile } from '@/lib/api/download-file.ts';
import { StandardAction } from '../standard-action.tsx';
import { useNotice } from '../use-notice.ts';

type ExportButtonProps<E extends Endpoint> = {
  endpoint: E;
  /** CSV unless the endpoint also writes Excel workbooks and this asks for one. */
  format?: ExportFormat;
  /** The list's filters and sort: the export holds every row they match, not one page. */
  query: Record<string, unknown>;
  /** The file name when the server gives none, without the extension: "packages". */
  fileName: string;
  /** What is exported, for the button's accessible name: "packages". */
  subject: string;
};

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
}

/**
 * Exports a list's whole filtered set as CSV or an Excel workbook, streamed by the server, saved under the server's
 * file name. While it downloads, the button says how much has arrived.
 */
export function ExportButton<E extends Endpoint>({
  endpoint,
  format = 'csv',
  query,
  fileName,
  subject,
}: ExportButtonProps<E>) {
  const kind = format.toUpperCase();
  const notice = useNotice();
  const [received, setReceived] = useState<number | null>(null);

  async function run() {
    if (received !== null) return;
    setReceived(0);
    try {
      const file = await downloadFile(endpoint, {
        // Paging is the screen's; the export is every row.
        query: (format === 'csv'
          ? withoutPaging(query)
          : { ...withoutPaging(query), format }) as never,
        fallbackName: `${fileName}.${format}`,
        onProgress: setReceived,
      });
      notice.success(`${file.fileName} is saved (${kilobytes(file.bytes)}).`);
    } catch (error) {
      notice.error(`The export failed: ${apiErrorMessage(error)}`);
    } finally {
      setReceived(null);
    }
  }

  return (
    <StandardAction
      action="download"
      label={received === null ? `Export ${kind}` : `Exporting… ${kilobytes(received)}`}
      // The visible words lead the accessible name (WCAG 2.5.3).
      aria-label={received === null ? `Export ${kind} of ${subject}` : undefined}
      loading={received !== null}
      onClick={() => void run()}
    />
  );
}

function withoutPaging(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, ...filters } = query;
  return filters;
}
