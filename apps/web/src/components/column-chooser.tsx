import { ArrowDownOutlined, ArrowUpOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSaveTableSequence } from '@/lib/api/table-sequence.ts';
import {
  type ColumnDefinition,
  type ColumnSetting,
  defaultColumnSettings,
  moveColumn,
  setColumnVisible,
} from '@/lib/column-sequence.ts';
import { RequestError } from './request-error.tsx';
import { StandardAction } from './standard-action.tsx';
import { useColumnSettings } from './use-arranged-columns.ts';
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
 * server (change-settings), so it follows them to another browser. Up and down buttons rather
 * than dragging: they work from the keyboard and with a screen reader.
 */
export function ColumnChooser({ tableKey, columns, tableLabel }: ColumnChooserProps) {
  const current = useColumnSettings(tableKey, columns);
  const save = useSaveTableSequence();
  // The layout being edited; null while the dialog is closed.
  const [draft, setDraft] = useState<ColumnSetting[] | null>(null);
  // Read out after a move: the focused button stays put while its row changes place.
  const [announcement, setAnnouncement] = useState('');
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
          Tick the columns to show and move them into the order you want.
        </Typography.Paragraph>
        <RequestError error={save.error} />
        {/* An ordered list: the order is the table's column order. */}
        <ol
          aria-label={`Columns of ${tableLabel}`}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {(draft ?? []).map((setting, index, items) => {
            const title = titles.get(setting.key) ?? setting.key;
            return (
              <li key={setting.key}>
                <Flex justify="space-between" align="center" style={{ padding: '4px 0' }}>
                  <Checkbox
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
