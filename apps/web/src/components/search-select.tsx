import type { UseQueryResult } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { type CSSProperties, useState } from 'react';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

/** What a form field or a filter gives a picker of records named by their code. */
export type PickerProps<Option = never> = {
  /** The chosen record's code. */
  value?: string;
  /** The code chosen, with the record as the picker was offered it. */
  onChange?: (code: string | undefined, option?: Option) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
  /** Inactive records may be chosen (a filter), or not (a new record). */
  allowInactive?: boolean;
  style?: CSSProperties;
};

/**
 * What a picker searching on the server asks for: the text typed, once typing pauses, or
 * undefined while nothing is typed. `reset` drops it (and a search still waiting) once a choice
 * is made, so the picker asks for the chosen one again.
 */
export function usePickerSearch() {
  const [q, setQ] = useState<string | undefined>(undefined);
  const debounced = useDebouncedCallback(
    (text: string) => setQ(text.trim() || undefined),
    SEARCH_DELAY_MS,
  );
  return {
    q,
    search: debounced.run,
    /** Asks for `text` at once, without waiting for typing to pause. */
    searchNow: (text: string) => {
      debounced.cancel();
      setQ(text.trim() || undefined);
    },
    reset: () => {
      debounced.cancel();
      setQ(undefined);
    },
  };
}

/** What a picker's empty list says: why it failed, that it is searching, or that nothing matches. */
export function pickerEmptyText(options: UseQueryResult, noMatch: string, pending = 'Searching…') {
  if (options.isError) return apiErrorMessage(options.error);
  return options.isPending ? pending : noMatch;
}

type SearchSelectProps = Omit<SelectProps<string>, 'showSearch' | 'loading' | 'notFoundContent'> & {
  /** The server's answer to the search: its loading and failure show in the list. */
  answer: UseQueryResult;
  /** What the list says when nothing matches: "No vendor matches". */
  noMatch: string;
  /** The text typed, handed on rather than filtered here: the server searches. */
  onSearch: (text: string) => void;
  /** The text in the box, when the picker holds it itself. */
  searchValue?: string;
};

/** antd's Select whose options the server finds as the person types. */
export function SearchSelect({
  answer,
  noMatch,
  onSearch,
  searchValue,
  ...rest
}: SearchSelectProps) {
  return (
    <Select
      {...rest}
      showSearch={{
        filterOption: false,
        onSearch,
        ...(searchValue !== undefined && { searchValue }),
      }}
      loading={answer.isFetching}
      notFoundContent={pickerEmptyText(answer, noMatch)}
    />
  );
}
