import type { ThemeSettings } from '@depot/contracts/theme';
import { Descriptions, Flex, Progress, Tag } from 'antd';
import { DataTable } from '@/components/list/data-table.tsx';
import { Panel } from '@/components/panel.tsx';
import {
  formatDate,
  formatDateTime,
  formatDimension,
  formatMoney,
  formatTime,
  formatWeight,
} from '@/lib/format/format.ts';

// Fixed sample values, so the preview shows only what the settings change. Weights are in kg and
// lengths in cm, as stored; the formatters convert them to the chosen units.
const SAMPLE_TIME = new Date(2026, 3, 12, 14, 30, 0);
const SAMPLE_SHIPMENTS = [
  {
    reference: 'SHP-10421',
    dispatchedAt: new Date(2026, 3, 12, 9, 15),
    weight: 12.5,
    value: 48250,
  },
  { reference: 'SHP-10422', dispatchedAt: new Date(2026, 3, 12, 11, 40), weight: 3.2, value: 1299 },
  {
    reference: 'SHP-10423',
    dispatchedAt: new Date(2026, 3, 12, 16, 5),
    weight: 84,
    value: 1275000,
  },
];

/** Values and a table as every screen will show them with the settings chosen above. */
export function PreviewCard({ settings }: { settings: ThemeSettings }) {
  return (
    <Panel title="Preview">
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, lg: 3 }}
          items={[
            { key: 'date', label: 'Date', children: formatDate(SAMPLE_TIME, settings) },
            { key: 'time', label: 'Time', children: formatTime(SAMPLE_TIME, settings) },
            {
              key: 'amount',
              label: 'Amount',
              children: formatMoney(1234567.5, undefined, settings),
            },
            { key: 'weight', label: 'Weight', children: formatWeight(12.5, settings) },
            {
              key: 'dimension',
              label: 'Carton',
              children: formatDimension([40, 30, 25], 'base', settings),
            },
            {
              key: 'bay',
              label: 'Pallet bay',
              children: formatDimension([120, 100], 'secondary', settings),
            },
          ]}
        />
        <DataTable<(typeof SAMPLE_SHIPMENTS)[number]>
          label="Sample shipments"
          rowKey={(shipment) => shipment.reference}
          rows={SAMPLE_SHIPMENTS}
          loading={false}
          columns={[
            { key: 'reference', title: 'Shipment', render: (shipment) => shipment.reference },
            {
              key: 'dispatchedAt',
              title: 'Dispatched',
              render: (shipment) => formatDateTime(shipment.dispatchedAt, settings),
            },
            {
              key: 'weight',
              title: 'Weight',
              align: 'end',
              render: (shipment) => formatWeight(shipment.weight, settings),
            },
            {
              key: 'value',
              title: 'Declared value',
              align: 'end',
              render: (shipment) => formatMoney(shipment.value, undefined, settings),
            },
          ]}
        />
        <Flex gap={16} align="center" wrap>
          <Tag
            className="tag-own-colour"
            style={{
              background: settings.primaryColorHex,
              borderColor: settings.primaryColorHex,
              color: readableTextOn(settings.primaryColorHex),
            }}
          >
            Ready to dispatch
          </Tag>
          <Progress percent={72} aria-label="Sample picking progress" style={{ maxWidth: 240 }} />
        </Flex>
      </Flex>
    </Panel>
  );
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  // Contrast with white is 1.05 / (L + 0.05); with black (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
