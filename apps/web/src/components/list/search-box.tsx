import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState } from 'react';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';
import { PlainIcon } from '../plain/plain-icon.tsx';
import './list.css';

const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  /** The search in the URL. */
  value: string | undefined;
  /**
   * A new search, trimmed (undefined when empty). `replace` while typing: one search refined by
   * pauses is one history entry, not one per pause.
   */
  onSearch: (q: string | undefined, options: { replace: boolean }) => void;
  /** "Search the team" */
  label: string;
  placeholder: string;
};

/** A list's search field: searches once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  // Follow the URL when it changes from outside (back button, a shared link), but keep what is
  // typed when it only differs by the spaces the URL trims away.
  if (lastValue !== value) {
    setLastValue(value);
    if ((draft.trim() || undefined) !== value) setDraft(value ?? '');
  }
  const debounced = useDebouncedCallback((text: string) => {
    onSearch(text.trim() || undefined, { replace: true });
  }, SEARCH_DELAY_MS);

  return (
    <span className="list-search">
      <PlainIcon definition={SearchOutlined} />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          debounced.cancel();
          onSearch(draft.trim() || undefined, { replace: false });
        }}
      />
    </span>
  );
}
