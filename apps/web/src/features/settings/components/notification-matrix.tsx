import type { NotificationMatrix as Matrix } from '@depot/contracts/preferences';
import {
  type NotificationChannel,
  type NotificationEvent,
  notificationChannels,
  notificationEventLabels,
  notificationEvents,
} from '@depot/contracts/preferences';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { useChangeSettings } from '../api/change-settings.ts';

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In-app',
  email: 'Email',
};

type Row = { event: NotificationEvent };
const rows: Row[] = notificationEvents.map((event) => ({ event }));

/**
 * Which events reach the person, and how: one checkbox per event and channel. Changes are
 * collected and saved together, so a half-made choice never reaches the server.
 */
export function NotificationMatrix({ saved }: { saved: Matrix }) {
  // Edits over the saved matrix; emptied once they are saved.
  const [draft, setDraft] = useState<Matrix | null>(null);
  const matrix = draft ?? saved;
  const save = useChangeSettings();
  const notice = useNotice();
  const isChanged = notificationEvents.some((event) =>
    notificationChannels.some((channel) => matrix[event][channel] !== saved[event][channel]),
  );

  function toggle(event: NotificationEvent, channel: NotificationChannel, checked: boolean) {
    setDraft({ ...matrix, [event]: { ...matrix[event], [channel]: checked } });
  }

  function onSave() {
    if (save.isPending) return;
    save.mutate(
      { notifications: matrix },
      {
        onSuccess: () => {
          setDraft(null);
          notice.success('Your notification choices are saved.');
        },
      },
    );
  }

  return (
    <Flex vertical gap={16}>
      <DataTable<Row>
        label="Notification choices"
        rowKey={(row) => row.event}
        rows={rows}
        loading={false}
        columns={[
          {
            key: 'event',
            title: 'Event',
            render: ({ event }) => notificationEventLabels[event],
          },
          ...notificationChannels.map(
            (channel): DataColumn<Row> => ({
              key: channel,
              title: CHANNEL_LABELS[channel],
              align: 'center',
              render: ({ event }) => (
                <input
                  type="checkbox"
                  aria-label={`${notificationEventLabels[event]}: ${CHANNEL_LABELS[channel]}`}
                  checked={matrix[event][channel]}
                  onChange={(change) => toggle(event, channel, change.target.checked)}
                />
              ),
            }),
          ),
        ]}
      />
      <RequestError error={save.error} />
      <Flex gap={8}>
        <Button type="primary" onClick={onSave} disabled={!isChanged} loading={save.isPending}>
          Save
        </Button>
        <Button onClick={() => setDraft(null)} disabled={!isChanged || save.isPending}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
