import { type Endpoint, endpointPath } from '@depot/contracts/endpoint';
import axios from 'axios';
import type { z } from 'zod';
import { apiClient } from './api-client.ts';

/** An export may stream for a while; the ordinary 30-second limit is for answers, not files. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

type DownloadInput<E extends Endpoint> = {
  /** The path's `:name` parameters, for a document of one record. */
  params?: E['params'] extends z.ZodType ? z.input<E['params']> : never;
  query?: E['query'] extends z.ZodType ? Partial<z.input<E['query']>> : never;
  /** For a file asked for by POST (a report): what it is asked with. */
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never;
  /** The file's name when the server names none. */
  fallbackName: string;
  /** Bytes received so far, as they arrive. */
  onProgress?: (receivedBytes: number) => void;
};

/** The file name of a Content-Disposition header, preferring the UTF-8 form (RFC 6266). */
export function fileNameOf(header: string | undefined | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/** Hands a file to the browser to save under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob's URL is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a declared file endpoint (an export) through the one client, so the token, refresh
 * and error handling are the same as every call's, and saves it under the server's file name.
 * An error answer arrives as a blob too; it is read back into the error shape so the person
 * sees the server's words.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  { params, query, body, fallbackName, onProgress }: DownloadInput<E>,
): Promise<{ fileName: string; bytes: number }> {
  try {
    const response = await apiClient.request<Blob>({
      method: endpoint.method,
      url: endpointPath(endpoint.path, (params ?? {}) as Record<string, unknown>),
      params: query,
      data: body,
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
      headers: {
        Accept:
          'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf, application/json',
      },
      endpoint,
      onDownloadProgress: (event) => onProgress?.(event.loaded),
    });
    const header = response.headers['content-disposition'];
    const fileName = fileNameOf(typeof header === 'string' ? header : null) ?? fallbackName;
    saveFile(response.data, fileName);
    return { fileName, bytes: response.data.size };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await error.response.data.text());
      } catch {
        // Not JSON: describeApiError words it from the status alone.
      }
    }
    throw error;
  }
}
