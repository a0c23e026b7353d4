import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnWidthOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Typography, theme } from 'antd';
import { type DragEvent, useState } from 'react';
import { useSaveTableSequence } from '@/lib/api/table-sequence.ts';
import {
  type ColumnDefinition,
  type ColumnSetting,
  defaultColumnSettings,
  moveColumn,
  setColumnVisible,
} from '@/lib/screen/column-sequence.ts';
import { RequestError } from './request-error.tsx';
import { StandardAction } from './standard-action.tsx';
import { placeColumn, useColumnSettings } from './use-arranged-columns.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

type ColumnChooserProps = {
  /** The table's name on the server (get-tables-sequence-data/{tableKey}). */
  tableKey: string;
  /** The table's movable columns, in their default order. */
  columns: readonly (ColumnDefinition & { title: string })[];
  /** What the table lists, for the dialog's title: "team members". */
  tableLabel: string;
};

/**
 * Lets a person order and hide a table's columns, and keeps that per person and table on the
 * server (change-settings), so it follows them to another browser. Columns are dragged by their
 * handle; the up and down buttons do the same from the keyboard and with a screen reader.
 */
export function ColumnChooser({ tableKey, columns, tableLabel }: ColumnChooserProps) {
  const current = useColumnSettings(tableKey, columns);
  const save = useSaveTableSequence();
  // The layout being edited; null while the dialog is closed.
  const [draft, setDraft] = useState<ColumnSetting[] | null>(null);
  // Read out after a move: the focused button stays put while its row changes place.
  const [announcement, setAnnouncement] = useState('');
  // The column being dragged and the row it is over, for the drop line; null when not dragging.
  const [draggedKey, setDraggedKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const { token } = theme.useToken();
  const titles = new Map(columns.map((column) => [column.key, column.title]));
  const visibleCount = draft?.filter((setting) => setting.visible).length ?? 0;

  function open() {
    save.reset();
    setDraft(current);
  }

  function move(items: ColumnSetting[], index: number, offset: -1 | 1, title: string) {
    setDraft(moveColumn(items, index, offset));
    setAnnouncement(`${title} moved to position ${index + offset + 1} of ${items.length}.`);
  }

  function endDrag() {
    setDraggedKey(null);
    setOverKey(null);
  }

  function handleDragStart(event: DragEvent<HTMLElement>, key: string) {
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when it carries data.
    event.dataTransfer.setData('text/plain', key);
    // The whole row follows the pointer, not just the handle.
    const row = event.currentTarget.closest('li');
    if (row) event.dataTransfer.setDragImage(row, 16, row.offsetHeight / 2);
    setDraggedKey(key);
  }

  function handleDragOver(event: DragEvent<HTMLElement>, key: string) {
    // Only this list's own rows may be dropped here, not files or text from elsewhere.
    if (draggedKey === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (overKey !== key) setOverKey(key);
  }

  function handleDrop(event: DragEvent<HTMLElement>, items: ColumnSetting[], target: number) {
    if (draggedKey === null) return;
    event.preventDefault();
    const from = items.findIndex((setting) => setting.key === draggedKey);
    endDrag();
    if (from === -1 || from === target) return;
    setDraft(placeColumn(items, from, target));
    const title = titles.get(draggedKey) ?? draggedKey;
    setAnnouncement(`${title} moved to position ${target + 1} of ${items.length}.`);
  }

  /** The line showing where the dragged column will land: above the row when moving up. */
  function dropLine(items: ColumnSetting[], index: number): string | undefined {
    if (draggedKey === null || items[index]?.key !== overKey) return undefined;
    const from = items.findIndex((setting) => setting.key === draggedKey);
    if (from === index) return undefined;
    return `inset 0 ${from > index ? 2 : -2}px 0 0 ${token.colorPrimary}`;
  }

  function handleSave() {
    if (!draft) return;
    save.mutate({ table: tableKey, columns: draft }, { onSuccess: () => setDraft(null) });
  }

  return (
    <>
      <Button icon={<ColumnWidthOutlined aria-hidden />} onClick={open}>
        Columns
      </Button>
      <Modal
        open={draft !== null}
        title={`Columns of ${tableLabel}`}
        onCancel={() => setDraft(null)}
        footer={[
          <StandardAction
            key="reset"
            action="reset"
            onClick={() => setDraft(defaultColumnSettings(columns))}
          />,
          <StandardAction key="cancel" action="cancel" onClick={() => setDraft(null)} />,
          <StandardAction
            key="save"
            action="save"
            type="primary"
            loading={save.isPending}
            onClick={handleSave}
          />,
        ]}
      >
        <Typography.Paragraph type="secondary">
          Tick the columns to show, and drag them or move them with the arrows into the order you
          want.
        </Typography.Paragraph>
        <RequestError error={save.error} />
        {/* An ordered list: the order is the table's column order. */}
        <ol
          aria-label={`Columns of ${tableLabel}`}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          onDragLeave={(event) => {
            // Leaving the list altogether, not just passing from one row to the next.
            const next = event.relatedTarget;
            if (!(next instanceof Node && event.currentTarget.contains(next))) setOverKey(null);
          }}
        >
          {(draft ?? []).map((setting, index, items) => {
            const title = titles.get(setting.key) ?? setting.key;
            return (
              <li
                key={setting.key}
                onDragOver={(event) => handleDragOver(event, setting.key)}
                onDrop={(event) => handleDrop(event, items, index)}
                style={{
                  padding: '4px 0',
                  boxShadow: dropLine(items, index),
                  opacity: draggedKey === setting.key ? 0.5 : 1,
                }}
              >
                <Flex justify="space-between" align="center" gap={8}>
                  {/* Pointer only: the arrow buttons are the keyboard's way to move a column. */}
                  <span
                    draggable
                    aria-hidden
                    title={`Drag ${title}`}
                    onDragStart={(event) => handleDragStart(event, setting.key)}
                    onDragEnd={endDrag}
                    style={{ cursor: 'grab', padding: '0 4px', color: token.colorTextSecondary }}
                  >
                    <HolderOutlined />
                  </span>
                  <Checkbox
                    style={{ flex: 1 }}
                    checked={setting.visible}
                    // One column always stays, so the table never shows an empty grid.
                    disabled={setting.visible && visibleCount === 1}
                    onChange={(event) =>
                      setDraft(setColumnVisible(items, setting.key, event.target.checked))
                    }
                  >
                    {title}
                  </Checkbox>
                  <Flex gap={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={`Move ${title} up`}
                      disabled={index === 0}
                      onClick={() => move(items, index, -1, title)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={`Move ${title} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(items, index, 1, title)}
                    />
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Modal>
    </>
  );
}
