import type { LocationNode } from '@depot/contracts/locations';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';
import { useLocationTree } from '../api/locations.ts';

/** A location that may hold others, as a picker offers it: its path from the area down. */
export type ParentChoice = { id: string; path: string; node: LocationNode };

/** Each node of a tree answer with its path ("STORAGE / A / A-01"), walked up its parents. */
function withPaths(nodes: readonly LocationNode[]): ParentChoice[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: LocationNode): string => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    return parent ? `${pathOf(parent)} / ${node.code}` : node.code;
  };
  return nodes.map((node) => ({ id: node.id, path: pathOf(node), node }));
}

type ParentPickerProps = {
  id?: string;
  warehouse: string | undefined;
  value?: string | null;
  onChange?: (value: string | undefined, choice: ParentChoice | undefined) => void;
  /** The parent chosen before the picker opened (from the tree), shown by its path. */
  initial?: ParentChoice;
  disabled?: boolean;
};

/**
 * The location a new one goes inside: the warehouse's areas at first, and any area, rack or shelf
 * found by typing its code (the tree's search, so a warehouse of thousands of bins is never
 * loaded whole). Bins hold nothing, and the virtual places are not in the building.
 */
export function ParentPicker({
  id,
  warehouse,
  value,
  onChange,
  initial,
  disabled,
}: ParentPickerProps) {
  const [q, setQ] = useState<string | undefined>(undefined);
  const typed = useDebouncedCallback((text: string) => setQ(text.trim() || undefined), 250);
  const tree = useLocationTree(warehouse, q ? { q } : {});
  const [chosen, setChosen] = useState<ParentChoice | undefined>(initial);
  const found = withPaths(tree.data?.nodes ?? []).filter(
    (choice) => choice.node.kind !== 'bin' && choice.node.kind !== 'virtual',
  );
  const choices =
    chosen && !found.some((choice) => choice.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: typed.run }}
      placeholder={
        warehouse ? 'An area, or type a rack’s or shelf’s code' : 'Choose the warehouse first'
      }
      disabled={disabled || !warehouse}
      loading={tree.isFetching}
      value={value ?? undefined}
      notFoundContent={tree.isFetching ? 'Searching…' : 'No area, rack or shelf matches'}
      options={choices.map((choice) => ({ value: choice.id, label: choice.path }))}
      onChange={(picked: string | undefined) => {
        const choice = choices.find((candidate) => candidate.id === picked);
        setChosen(choice);
        onChange?.(picked, choice);
      }}
    />
  );
}
