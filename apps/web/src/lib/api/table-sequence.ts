import type { TableSequence } from '@depot/contracts/preferences';
import { settingsEndpoints } from '@depot/contracts/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { postChangeSettings } from './change-settings.ts';
import { queryKeys } from './query-keys.ts';

// Every table's column chooser (components/) reads and saves through these, so they are shared.

/** GET /admin/settings/get-tables-sequence-data/{table}: empty columns until the person saves. */
export async function getTableSequence(table: string) {
  return callApi(settingsEndpoints.tableSequence, { params: { table } });
}

export function tableSequenceQueryOptions(table: string) {
  return queryOptions({
    queryKey: queryKeys.settings.tableSequence(table),
    queryFn: () => getTableSequence(table),
    // A person's column layout changes only when they save it here.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Stores one table's columns through change-settings. */
export async function saveTableSequence(sequence: TableSequence) {
  const saved = await postChangeSettings({ tableSequence: sequence });
  return saved.tableSequence ?? sequence;
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
