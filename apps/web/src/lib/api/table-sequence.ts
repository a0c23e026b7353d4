import { type TableSequence, tableSequenceSchema } from '@depot/contracts/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '../api-client.ts';
import { retryUnlessRefused } from '../query-retry.ts';

// Every table's column chooser (components/) reads and saves through these, so they are shared.

/** GET /admin/settings/get-tables-sequence-data/{table}: empty columns until the person saves. */
export async function getTableSequence(table: string) {
  const response = await apiClient.get<unknown>(
    `/admin/settings/get-tables-sequence-data/${encodeURIComponent(table)}`,
  );
  return readData(tableSequenceSchema, response);
}

export function tableSequenceQueryOptions(table: string) {
  return queryOptions({
    queryKey: ['settings', 'table-sequence', table],
    queryFn: () => getTableSequence(table),
    retry: retryUnlessRefused,
    // A person's column layout changes only when they save it here.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const savedSequenceSchema = z.object({ tableSequence: tableSequenceSchema.nullable() });

/** POST /admin/settings/change-settings with `{ tableSequence }`: stores one table's columns. */
export async function saveTableSequence(sequence: TableSequence) {
  const response = await apiClient.post<unknown>('/admin/settings/change-settings', {
    tableSequence: sequence,
  });
  return readData(savedSequenceSchema, response).tableSequence ?? sequence;
}

export function useSaveTableSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'change-settings', 'table-sequence'],
    mutationFn: saveTableSequence,
    onSuccess: (saved) =>
      queryClient.setQueryData(tableSequenceQueryOptions(saved.table).queryKey, saved),
  });
}
