import {
  type LabelLayout,
  labelLayoutLabels,
  labelLayouts,
  locationsEndpoints,
} from '@depot/contracts/locations';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { downloadFile } from '@/lib/api/download-file.ts';

/** The sheet layout last chosen, kept for the next print on this browser. */
const LAYOUT_KEY = 'depot-label-layout';

function savedLayout(): LabelLayout {
  const saved = globalThis.localStorage?.getItem(LAYOUT_KEY);
  return labelLayouts.find((layout) => layout === saved) ?? 'a4-24';
}

/**
 * Prints the labels of the locations chosen: a sheet layout, then a PDF to open and print (the
 * code in large type, its Code 128 barcode and the warehouse, in walking order).
 */
export function PrintLabels({ ids, label = 'Print labels' }: { ids: string[]; label?: string }) {
  const [layout, setLayout] = useState<LabelLayout>(savedLayout);
  const [printing, setPrinting] = useState(false);
  const notice = useNotice();

  async function print() {
    setPrinting(true);
    try {
      await downloadFile(locationsEndpoints.labels, {
        body: { ids, layout },
        fallbackName: `location-labels-${ids.length}.pdf`,
      });
    } catch (error) {
      notice.error(`The labels could not be made: ${apiErrorMessage(error)}`);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Label sheet"
        value={layout}
        onChange={(value: LabelLayout) => {
          setLayout(value);
          globalThis.localStorage?.setItem(LAYOUT_KEY, value);
        }}
        options={labelLayouts.map((value) => ({ value, label: labelLayoutLabels[value] }))}
        style={{ minWidth: '16rem' }}
      />
      <Button onClick={() => void print()} loading={printing} disabled={ids.length === 0}>
        {label}
      </Button>
    </Flex>
  );
}
