import type { B2bOrderReportBody } from '@depot/contracts/orders';
import { reportsEndpoints } from '@depot/contracts/orders';
import { downloadFile } from '@/lib/api/download-file.ts';

/**
 * POST /admin/reports/download-b2b-order-report: the report streamed by the server and saved
 * under the name its Content-Disposition gives, or the report's name with the format's
 * extension. A failure is logged here, with what was asked, and thrown on for the screen to
 * say in words.
 */
export async function downloadB2bOrderReport(
  body: B2bOrderReportBody,
  onProgress: (receivedBytes: number) => void,
) {
  const format = body.format ?? 'csv';
  try {
    return await downloadFile(reportsEndpoints.b2bOrderReport, {
      body,
      fallbackName: `${body.reportName}.${format}`,
      onProgress,
    });
  } catch (error) {
    console.error('The B2B order report could not be downloaded', { body, error });
    throw error;
  }
}
