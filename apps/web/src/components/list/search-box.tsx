import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useEffect, useRef, useState } from 'react';
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
  /**
   * Enter with text, after the search is sent: what a keyboard-wedge scanner ends a barcode with,
   * for a list that opens the one record the code names.
   */
  onEnter?: (q: string) => void;
};

/** A list's search field: searches once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch, label, placeholder, onEnter }: SearchBoxProps) {
  const [draft, setDraft] = useState(value ?? '');
  // The last search this box sent. When the URL arrives at it, what has been typed since stays.
  const sent = useRef(value);
  const debounced = useDebouncedCallback((text: string) => {
    send(text, { replace: true });
  }, SEARCH_DELAY_MS);

  function send(text: string, options: { replace: boolean }) {
    const q = text.trim() || undefined;
    sent.current = q;
    onSearch(q, options);
  }

  // The URL changed from outside (back button, a shared link, a reset): show its search, and drop
  // a search still waiting to be sent, which would undo that change. A change to the search this
  // box sent is not from outside: what has been typed since stays.
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    if (value === sent.current) return;
    sent.current = value;
    debounced.cancel();
    setDraft(value ?? '');
  }, [value, debounced]);

  return (
    <span className="list-search">
      <PlainIcon definition={SearchOutlined} />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        // As wide as its placeholder, which says what the search looks in: cut short, it would
        // not say it.
        style={{ width: `${placeholder.length + 1}ch` }}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter that ends a composition (an input method's candidate) is not a search.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          debounced.cancel();
          send(draft, { replace: false });
          const q = draft.trim();
          if (q && onEnter) onEnter(q);
        }}
      />
    </span>
  );
}
