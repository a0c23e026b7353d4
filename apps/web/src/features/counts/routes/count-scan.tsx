import {
  type Count,
  type CountBinBody,
  countBinBodySchema,
  MAX_COUNTED_UNITS,
} from '@depot/contracts/counts';
import { type SkuListItem, skusEndpoints } from '@depot/contracts/skus';
import { Alert, Button, Flex, Input, InputNumber, type InputRef, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { callApi, describeApiError } from '@/lib/api/api-client.ts';
import { formatCount } from '@/lib/format/format.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { useCount, useCountBin, useOpenCounts, useSubmitCount } from '../api/counts.ts';
import { countsHeadings } from '../screens.ts';
import './count-scan.css';

/** One SKU (and lot) of one client found in the bin, and how many. */
type Entry = {
  key: string;
  userCode: string;
  client: string;
  sku: string;
  name: string;
  tracking: SkuListItem['tracking'];
  lot: string;
  expiresOn: string;
  counted: number;
  /** On the books when the count began: its SKU and lot are fixed. */
  known: boolean;
};

let nextKey = 0;
const keyOf = () => `entry-${++nextKey}`;

/** The bin's lines the count knows of, as entries to count, none counted yet. */
function entriesOf(count: Count, bin: string): Entry[] {
  return count.lines
    .filter((line) => line.location.code === bin)
    .map((line) => ({
      key: keyOf(),
      userCode: line.user.code,
      client: line.user.businessName,
      sku: line.sku.code,
      name: line.sku.name,
      tracking: line.lot ? 'lot' : 'none',
      lot: line.lot?.number ?? '',
      expiresOn: '',
      counted: 0,
      known: true,
    }));
}

/** The server's problems with the lines, by line: "lines.2.lot" → line 2's words. */
function problemsByLine(error: unknown): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  if (!error) return byLine;
  for (const detail of describeApiError(error).details) {
    const match = /^lines\.(\d+)\./.exec(detail.path ?? '');
    if (!match) continue;
    const index = Number(match[1]);
    byLine.set(index, [...(byLine.get(index) ?? []), detail.message]);
  }
  return byLine;
}

/**
 * One bin counted: every scan of a SKU's code or barcode adds one of it (a scanner types the
 * code and presses Enter), units typed where many are counted at once; SKUs on the books are
 * listed without their quantities, and whatever is not found is sent as 0.
 */
function BinStep({ count, bin, onDone }: { count: Count; bin: string; onDone: () => void }) {
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(count, bin));
  const [typed, setTyped] = useState('');
  const [choices, setChoices] = useState<SkuListItem[]>([]);
  const [scanProblem, setScanProblem] = useState<string>();
  const [looking, setLooking] = useState(false);
  const countBin = useCountBin(count.code);
  const notice = useNotice();
  const scanInput = useRef<InputRef>(null);
  // One look-up at a time: a scanner's codes come faster than the answers.
  const inFlight = useRef(false);
  const problems = problemsByLine(countBin.error);

  useEffect(() => {
    scanInput.current?.focus();
  }, []);

  function add(sku: SkuListItem) {
    setChoices([]);
    setTyped('');
    scanInput.current?.focus();
    const ofSku = (entry: Entry) => entry.sku === sku.code && entry.userCode === sku.user.code;
    // Rows come and go only by scanning, so the rows shown say whether the SKU has several lots.
    if (entries.filter(ofSku).length > 1) {
      setScanProblem(
        `Several lots of ${sku.code} are here: scan the lot’s label, or type the units on its row.`,
      );
      return;
    }
    setScanProblem(undefined);
    // Units typed meanwhile are in the latest rows, not in this render's.
    setEntries((current) => {
      const only = current.find(ofSku);
      if (only) {
        return current.map((entry) =>
          entry === only ? { ...entry, counted: entry.counted + 1 } : entry,
        );
      }
      return [
        ...current,
        {
          key: keyOf(),
          userCode: sku.user.code,
          client: sku.user.businessName,
          sku: sku.code,
          name: sku.name,
          tracking: sku.tracking,
          lot: '',
          expiresOn: '',
          counted: 1,
          known: false,
        },
      ];
    });
  }

  async function scan(value: string) {
    const code = value.trim();
    if (!code || inFlight.current) return;
    // A lot's label names its row at once: one more of that lot.
    const lot = entries.find((entry) => entry.lot && entry.lot === code.toUpperCase());
    if (lot) {
      setScanProblem(undefined);
      change(lot.key, { counted: lot.counted + 1 });
      setTyped('');
      return;
    }
    inFlight.current = true;
    setLooking(true);
    try {
      const found = await callApi(skusEndpoints.lookup, { query: { code } });
      const stocked = found.items.filter((sku) => sku.kind !== 'bundle');
      const [only] = stocked;
      if (stocked.length === 1 && only) add(only);
      else if (stocked.length === 0) {
        setScanProblem(`No SKU has the code or barcode ${code}.`);
        setTyped('');
      } else setChoices(stocked);
    } catch (error) {
      setScanProblem(describeApiError(error).message);
    } finally {
      inFlight.current = false;
      setLooking(false);
    }
  }

  const change = (key: string, part: Partial<Entry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...part } : entry)),
    );

  function send() {
    if (countBin.isPending) return;
    const body: CountBinBody = {
      location: bin,
      lines: entries.map((entry) => ({
        userCode: entry.userCode,
        sku: entry.sku,
        lot: entry.lot.trim() || null,
        expiresOn: entry.expiresOn || null,
        counted: entry.counted,
      })),
    };
    const checked = countBinBodySchema.safeParse(body);
    if (!checked.success) {
      setScanProblem(checked.error.issues[0]?.message ?? 'Check the lines.');
      return;
    }
    countBin.mutate(body, {
      onSuccess: () => {
        const units = entries.reduce((sum, entry) => sum + entry.counted, 0);
        notice.success(`${bin} counted: ${formatCount(units)} units.`);
        onDone();
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Bin <span className="count-scan-code">{bin}</span>
      </Typography.Title>
      <Input.Search
        ref={scanInput}
        size="large"
        aria-label="Scan the goods"
        placeholder="Scan or type a SKU or barcode"
        autoComplete="off"
        enterButton={
          <Button type="primary" loading={looking}>
            Add
          </Button>
        }
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => void scan(value)}
      />
      {scanProblem && <Alert type="warning" showIcon title={scanProblem} />}
      {choices.length > 0 && (
        <section aria-label="SKUs of that code">
          <Typography.Text type="secondary">Several clients have it: choose one</Typography.Text>
          <Flex vertical gap={8} className="count-scan-choices">
            {choices.map((sku) => (
              <Button key={sku.id} block size="large" onClick={() => add(sku)}>
                <span className="count-scan-code">{sku.code}</span>
                <span className="count-scan-words">{sku.user.businessName}</span>
              </Button>
            ))}
          </Flex>
        </section>
      )}
      {entries.length === 0 && (
        <Typography.Text type="secondary">
          Nothing is on the books here. Scan what you find, or send the bin as empty.
        </Typography.Text>
      )}
      {entries.map((entry, index) => (
        <section
          key={entry.key}
          className="count-scan-entry"
          aria-label={`${entry.sku} ${entry.lot}`}
        >
          <Flex vertical gap={8}>
            <div>
              <Typography.Text strong className="count-scan-code">
                {entry.sku}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">{entry.name}</Typography.Text>
              <div className="count-scan-words">{entry.client}</div>
            </div>
            {entry.known
              ? entry.lot && <div>Lot {entry.lot}</div>
              : entry.tracking !== 'none' && (
                  <Flex gap={8} wrap>
                    <Input
                      aria-label={`Lot of ${entry.sku}`}
                      placeholder="Lot"
                      value={entry.lot}
                      onChange={(event) =>
                        change(entry.key, { lot: event.target.value.toUpperCase() })
                      }
                      style={{ flex: '1 1 8rem' }}
                    />
                    {entry.tracking === 'lot-expiry' && (
                      <Input
                        type="date"
                        aria-label={`Expiry of ${entry.sku}`}
                        value={entry.expiresOn}
                        onChange={(event) => change(entry.key, { expiresOn: event.target.value })}
                        style={{ flex: '1 1 8rem' }}
                      />
                    )}
                  </Flex>
                )}
            <Flex gap={8} align="center">
              <InputNumber
                aria-label={`Units of ${entry.sku}${entry.lot ? ` lot ${entry.lot}` : ''}`}
                size="large"
                min={0}
                max={MAX_COUNTED_UNITS}
                precision={0}
                inputMode="numeric"
                value={entry.counted}
                onChange={(value) => change(entry.key, { counted: value ?? 0 })}
                style={{ flex: 1 }}
              />
              {!entry.known && (
                <Button
                  onClick={() =>
                    setEntries((current) => current.filter((each) => each.key !== entry.key))
                  }
                >
                  Remove
                </Button>
              )}
            </Flex>
            {problems.get(index)?.map((message) => (
              <Typography.Text key={message} type="danger">
                {message}
              </Typography.Text>
            ))}
          </Flex>
        </section>
      ))}
      <RequestError error={problems.size > 0 ? null : countBin.error} />
      <Button type="primary" size="large" block loading={countBin.isPending} onClick={send}>
        {entries.some((entry) => entry.counted > 0) ? 'Bin counted' : 'Bin is empty'}
      </Button>
      <Button type="link" onClick={onDone}>
        Back to the bins
      </Button>
    </Flex>
  );
}

/** The count's bins: scan a bin's label or tap it; those counted say so. */
function BinsStep({ count, onBin }: { count: Count; onBin: (bin: string) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const can = useCan();
  const submit = useSubmitCount(count.code);
  const notice = useNotice();
  const input = useRef<InputRef>(null);
  const left = count.places.filter((place) => !place.countedAt);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function open(value: string) {
    const code = value.trim().toUpperCase();
    if (!code) return;
    if (count.places.some((place) => place.location.code === code)) {
      setProblem(undefined);
      onBin(code);
    } else setProblem(`${code} is not one of the bins of ${count.code}.`);
    setTyped('');
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {count.code} · {count.warehouse.name} · {formatCount(count.binsCounted)} of{' '}
        {formatCount(count.bins)} bins counted
      </Typography.Text>
      {left.length === 0 ? (
        <Alert
          type="success"
          showIcon
          title="Every bin is counted."
          action={
            can('counts', 'edit') ? (
              <Button
                type="primary"
                loading={submit.isPending}
                onClick={() =>
                  submit.mutate(undefined, {
                    onSuccess: () => notice.success(`${count.code} is sent for review.`),
                  })
                }
              >
                Send for review
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Input.Search
          ref={input}
          size="large"
          aria-label="Scan the bin"
          placeholder="Scan or type the bin’s code"
          autoComplete="off"
          enterButton="Open"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={open}
        />
      )}
      <RequestError error={submit.error} />
      {problem && <Alert type="warning" showIcon title={problem} />}
      <Flex vertical gap={8} className="count-scan-choices">
        {[...left, ...count.places.filter((place) => place.countedAt)].map((place) => (
          <Button
            key={place.location.id}
            block
            size="large"
            onClick={() => onBin(place.location.code)}
            aria-label={`${place.countedAt ? 'Count again' : 'Count'} ${place.location.code}`}
          >
            <span className="count-scan-code">{place.location.code}</span>
            <span className="count-scan-words">{place.countedAt ? 'Counted' : 'To count'}</span>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

/** The counts being counted, to choose one. */
function CountsStep({ onCount }: { onCount: (code: string) => void }) {
  const open = useOpenCounts();
  const counts = open.data?.items;
  return (
    <Flex vertical gap={8} className="count-scan-choices">
      <RequestError error={open.error} />
      {counts?.length === 0 && (
        <Alert type="info" showIcon title="No count is being counted. Begin one from the list." />
      )}
      {counts?.map((count) => (
        <Button key={count.code} block size="large" onClick={() => onCount(count.code)}>
          <span className="count-scan-code">{count.code}</span>
          <span className="count-scan-words">
            {count.warehouse.code} · {formatCount(count.binsCounted)} of {formatCount(count.bins)}
          </span>
        </Button>
      ))}
    </Flex>
  );
}

/**
 * /stock/counts/scan: the floor screen, for a phone in one hand or a scanner. The count, then
 * the bin (its label scanned), then everything in it; the count and the bin stay in the
 * address, so a reload or a link from the count lands here.
 */
export function CountScanRoute() {
  const [params, setParams] = useSearchParams();
  const code = params.get('count') ?? undefined;
  const bin = params.get('bin')?.toUpperCase() ?? undefined;
  const count = useCount(code);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <Flex vertical gap={16} className="count-scan">
      <ScreenHeader
        title={countsHeadings.scan.title}
        description={countsHeadings.scan.description}
      />
      <Flex gap={16} wrap>
        <Link to={paths.counts.list}>Cycle counts</Link>
        {code && <Link to={paths.counts.view(code)}>{code}</Link>}
        {code && (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => set({ count: undefined, bin: undefined })}
          >
            Another count
          </Button>
        )}
      </Flex>
      {!code && <CountsStep onCount={(chosen) => set({ count: chosen })} />}
      {code && <RequestError error={count.error} />}
      {count.data && count.data.status !== 'counting' && (
        <Alert
          type="info"
          showIcon
          title={`${count.data.code} is no longer being counted.`}
          action={<Link to={paths.counts.view(count.data.code)}>Open it</Link>}
        />
      )}
      {count.data?.status === 'counting' &&
        (bin ? (
          <BinStep key={bin} count={count.data} bin={bin} onDone={() => set({ bin: undefined })} />
        ) : (
          <BinsStep count={count.data} onBin={(chosen) => set({ bin: chosen })} />
        ))}
    </Flex>
  );
}
