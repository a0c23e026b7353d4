import {
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchKind,
  searchKinds,
} from '@depot/contracts/search';
import { Modal } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';
import { useSearch } from '../api/search.ts';
import './command-palette.css';

/** A screen the person may open, as the sidebar lists it. */
export type PaletteScreen = { label: string; to: string };

type CommandPaletteProps = {
  open: boolean;
  onClose: () => void;
  /** The screens to offer, already narrowed to what the person's permissions open. */
  screens: readonly PaletteScreen[];
};

/** One line of the list: where it leads, and how it reads. */
type Option = { key: string; label: string; description: string | null; to: string };
type Group = { key: string; label: string; options: Option[] };

const SEARCH_DELAY_MS = 200;

const kindLabels: Record<SearchKind, string> = {
  user: 'Users',
  team: 'Team',
  package: 'Packages',
  zone: 'Zones',
  shipment: 'Shipments',
  receipt: 'Receiving',
  order: 'B2B orders',
  warehouse: 'Warehouses',
  location: 'Locations',
};

/**
 * Each kind's view screen; zones and locations have none of their own, so their list, narrowed
 * to the record.
 */
function destinationOf({ kind, code }: SearchHit): string {
  switch (kind) {
    case 'user':
      return paths.users.view(code);
    case 'team':
      return paths.team.view(code);
    case 'package':
      return paths.packages.view(code);
    case 'zone':
      return `${paths.packages.zones}&q=${encodeURIComponent(code)}`;
    case 'shipment':
      return paths.shipments.view(code);
    case 'receipt':
      return paths.receiving.view(code);
    case 'order':
      return paths.orders.view(code);
    case 'warehouse':
      return paths.warehouses.view(code);
    case 'location':
      return paths.locations.matching(code);
  }
}

function groupsOf(
  text: string,
  screens: readonly PaletteScreen[],
  hits: readonly SearchHit[],
): Group[] {
  const wanted = text.trim().toLowerCase();
  const screenOptions = screens
    .filter((screen) => screen.label.toLowerCase().includes(wanted))
    .map((screen) => ({
      key: `screen:${screen.to}`,
      label: screen.label,
      description: null,
      to: screen.to,
    }));
  const groups: Group[] =
    screenOptions.length > 0 ? [{ key: 'screens', label: 'Screens', options: screenOptions }] : [];
  for (const kind of searchKinds) {
    const options = hits
      .filter((hit) => hit.kind === kind)
      .map((hit) => ({
        key: `${kind}:${hit.code}`,
        label: hit.title,
        description: hit.subtitle,
        to: destinationOf(hit),
      }));
    if (options.length > 0) groups.push({ key: kind, label: kindLabels[kind], options });
  }
  return groups;
}

/**
 * The command palette: a combobox over a listbox of the screens the person may open and, from
 * two characters on, what the search endpoint finds. The arrow keys move the active option
 * (focus stays in the field, as the ARIA combobox pattern has it), Enter opens it and Escape
 * closes the dialog.
 */
export function CommandPalette({ open, onClose, screens }: CommandPaletteProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // What has been asked of the server: the typed text once typing pauses.
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedCallback(setAsked, SEARCH_DELAY_MS);

  const typed = text.trim();
  const searching = typed.length >= SEARCH_MIN_LENGTH;
  const search = useSearch(searching ? asked : '');
  const hits = searching ? (search.data?.items ?? []) : [];
  const groups = groupsOf(typed, screens, hits);
  const options = groups.flatMap((group) => group.options);
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function close() {
    debounced.cancel();
    setText('');
    setAsked('');
    setActive(0);
    onClose();
  }

  function choose(option: Option | undefined) {
    if (!option) return;
    close();
    void navigate(option.to);
  }

  function onType(value: string) {
    setText(value);
    setActive(0);
    debounced.run(value.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (Math.max(current, 0) + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    }
  }

  let status = '';
  if (searching && search.isError) status = 'The search did not answer. Try again.';
  else if (searching && (search.isFetching || asked !== typed)) status = 'Searching…';
  else if (options.length === 0) status = 'Nothing matches.';

  let index = -1;
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      // Names the dialog for assistive technology; the field's placeholder says the rest.
      title={<VisuallyHidden>Command palette</VisuallyHidden>}
      width={600}
      className="command-palette"
      // No fade or zoom: a palette is there at the keystroke and gone at the next.
      transitionName=""
      maskTransitionName=""
      afterOpenChange={(opened) => {
        if (opened) inputRef.current?.focus();
      }}
    >
      <input
        ref={inputRef}
        className="command-palette-input"
        type="text"
        role="combobox"
        aria-label="Go to a screen or find a record"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        placeholder="Screens, users, orders, GSTIN…"
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: a dialog opened to type into starts in its field.
        autoFocus
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Results" className="command-palette-list">
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with ARIA groups; a fieldset groups form fields.
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${baseId}-${group.key}`}
            className="command-palette-group"
          >
            <div
              id={`${baseId}-${group.key}`}
              role="presentation"
              className="command-palette-group-label"
            >
              {group.label}
            </div>
            {group.options.map((option) => {
              index += 1;
              const at = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's, which keeps the focus (arrows, Enter).
                <div
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  tabIndex={-1}
                  className="command-palette-option"
                  onMouseMove={() => setActive(at)}
                  // The field keeps the focus: a click chooses without taking it away first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <span className="command-palette-option-label">{option.label}</span>
                  {option.description && (
                    <span className="command-palette-option-description">{option.description}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status" className="command-palette-status">
        {status}
      </div>
    </Modal>
  );
}
