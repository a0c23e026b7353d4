import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { rovingIndex } from '@/lib/screen/roving-index.ts';
import './tabs.css';

export type TabItem = {
  key: string;
  label: string;
  children: ReactNode;
  /** Rendered (hidden) before it is first opened: a form that spans every tab needs its fields. */
  forceRender?: boolean;
};

type TabsProps = {
  activeKey: string;
  items: readonly TabItem[];
  onChange: (key: string) => void;
};

/**
 * Tabs in the ARIA pattern, in antd's look: the arrow keys, Home and End move to a tab and open
 * it, and only the open tab is in the Tab order. A panel is rendered once first opened and then
 * kept (hidden), so what was typed in it survives a look at another tab, as with antd's Tabs.
 */
export function Tabs({ activeKey, items, onChange }: TabsProps) {
  const id = useId();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!opened.has(activeKey)) setOpened(new Set([...opened, activeKey]));
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = items.findIndex((item) => item.key === activeKey);
    const next = rovingIndex(event.key, at, items.length, 'horizontal');
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${item.key}"]`)?.focus();
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" className="tabs-list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.key === activeKey;
        if (!selected && !item.forceRender && !opened.has(item.key)) return null;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={!selected}
            className="tabs-panel"
          >
            {item.children}
          </div>
        );
      })}
    </div>
  );
}
