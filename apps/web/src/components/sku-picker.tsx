import type { SkuKind, SkuOption } from '@depot/contracts/skus';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { lineSkuOptionsQuery, useLineSkuOptions } from '@/lib/api/sku-options.ts';
import { type PickerProps, SearchSelect, usePickerSearch } from './search-select.tsx';

type SkuPickerProps = PickerProps<SkuOption> & {
  /** The client business whose SKUs are offered; until it is chosen the picker waits. */
  user: string | undefined;
  /** Kinds a line cannot name, each with the reason shown beside such a SKU. */
  refusedKinds?: Partial<Record<SkuKind, string>>;
};

/** The one SKU an Enter names: the code typed (or scanned), or the only SKU found. */
function exactOf(found: readonly SkuOption[], typed: string): SkuOption | undefined {
  const code = typed.trim().toUpperCase();
  // A scanned barcode is not among an option's fields: the server finds the SKU it names alone.
  return found.find((sku) => sku.code === code) ?? (found.length === 1 ? found[0] : undefined);
}

/**
 * One of a client's SKUs, found by the server by code, barcode or name as it is typed. A barcode
 * scanner types the code and presses Enter, faster than the search waits: Enter asks at once
 * and chooses the SKU the text names exactly, rather than whichever option was highlighted.
 */
export function SkuPicker(props: SkuPickerProps) {
  const { value, onChange, user, refusedKinds = {}, ...rest } = props;
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = useRef('');
  const searched = usePickerSearch();
  const options = useLineSkuOptions(user, searched.q ?? (value || undefined));
  const refusal = (sku: SkuOption) =>
    sku.isActive ? refusedKinds[sku.kind] : 'inactive: a new line cannot name it';

  function choose(sku: SkuOption | undefined) {
    searched.reset();
    typed.current = '';
    setText('');
    setOpen(false);
    onChange?.(sku?.code, sku);
  }

  async function chooseExact(event: KeyboardEvent) {
    const search = typed.current.trim();
    if (event.key !== 'Enter' || search === '' || user === undefined) return;
    // Ahead of the list's own Enter, which would take the highlighted option of an older search.
    event.preventDefault();
    event.stopPropagation();
    searched.searchNow(search);
    const found = await queryClient
      .fetchQuery(lineSkuOptionsQuery(user, search))
      .catch(() => [] as SkuOption[]);
    // Typing went on while the server answered: that text is what counts now.
    if (typed.current.trim() !== search) return;
    const exact = exactOf(found, search);
    if (exact && !refusal(exact)) choose(exact);
    else setOpen(true);
  }

  return (
    <div onKeyDownCapture={(event) => void chooseExact(event)} style={{ width: '100%' }}>
      <SearchSelect
        {...rest}
        answer={options}
        noMatch="No SKU matches"
        searchValue={text}
        onSearch={(search) => {
          typed.current = search;
          setText(search);
          searched.search(search);
        }}
        disabled={user === undefined}
        placeholder={user === undefined ? 'Choose the client first' : rest.placeholder}
        open={open}
        onOpenChange={setOpen}
        // An empty line holds no SKU yet: the placeholder shows rather than an empty choice.
        value={value || undefined}
        onChange={(code?: string) => choose(options.data?.find((sku) => sku.code === code))}
        options={options.data?.map((sku) => {
          const refused = refusal(sku);
          return {
            value: sku.code,
            label: `${sku.code} · ${sku.name}${refused ? ` (${refused})` : ''}`,
            disabled: Boolean(refused),
          };
        })}
      />
    </div>
  );
}
