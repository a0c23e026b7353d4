import {
  type BinSuggestion,
  MAX_PUT_AWAY_QUANTITY,
  type PutAwayTask,
  putAwayBodySchema,
} from '@depot/contracts/put-away';
import { Alert, Button, Flex, Form, Input, InputNumber, type InputRef, Typography } from 'antd';
import { type ComponentRef, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { WarehousePicker } from '@/components/warehouse-picker.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate } from '@/lib/format/format.ts';
import { serverFieldErrors } from '@/lib/forms/form-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useBinSuggestions, usePutAway, usePutAwayTask, useTasksScanned } from '../api/put-away.ts';
import { putAwayHeadings } from '../screens.ts';
import './put-away-scan.css';

type Values = { location: string; quantity: number | null };
const FIELDS = ['location', 'quantity'] as const;

/** A task as the floor reads it: what, which lot, from which receipt, how many are left. */
function TaskCard({ task }: { task: PutAwayTask }) {
  return (
    <section className="put-away-card" aria-label={`Task ${task.id}`}>
      <Typography.Text strong className="put-away-card-sku">
        {task.sku.code}
      </Typography.Text>
      <div>{task.sku.name}</div>
      {task.lot && (
        <div>
          Lot <strong>{task.lot.number}</strong>
          {task.lot.expiresOn && <> · expires {formatDate(task.lot.expiresOn)}</>}
        </div>
      )}
      <div className="put-away-card-meta">
        {task.receipt.id} · line {task.lineNo} · {task.user.businessName}
      </div>
      <div className="put-away-card-count">
        To put away: <strong>{formatCount(task.remaining)}</strong> of {formatCount(task.accepted)}
      </div>
    </section>
  );
}

/** "holds 36" or "empty · room for 100": why a bin is offered. */
function suggestionWords(bin: BinSuggestion): string {
  const what = bin.reason === 'same-sku' ? `holds ${formatCount(bin.holds)}` : 'empty';
  return bin.room === null ? what : `${what} · room for ${formatCount(bin.room)}`;
}

/**
 * The bin and the units of one task: a suggested bin tapped or a bin's label scanned (a
 * scanner types the code and presses Enter, which moves to the units), then the units, all of
 * what is left unless fewer fit; what is left after goes to the next bin.
 */
function PutAwayStep({ task, onDone }: { task: PutAwayTask; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const suggestions = useBinSuggestions(task.id);
  const putAway = usePutAway();
  const notice = useNotice();
  const binInput = useRef<InputRef>(null);
  const quantityInput = useRef<ComponentRef<typeof InputNumber>>(null);

  useEffect(() => {
    form.setFieldsValue({ location: '', quantity: task.remaining });
    binInput.current?.focus();
  }, [form, task.remaining]);

  function choose(bin: BinSuggestion) {
    const fits = bin.room === null ? task.remaining : Math.min(task.remaining, bin.room);
    form.setFieldsValue({ location: bin.location.code, quantity: fits });
    quantityInput.current?.focus();
  }

  function onFinish(values: Values) {
    if (putAway.isPending) return;
    const body = { location: values.location, quantity: values.quantity ?? 0 };
    putAway.mutate(
      { id: task.id, body },
      {
        onSuccess: ({ task: after, movement }) => {
          notice.success(
            `${formatCount(body.quantity)} × ${task.sku.code} into ${body.location.toUpperCase()} (${movement}).`,
          );
          if (after.remaining === 0) onDone();
        },
        onError: (error) => form.setFields(serverFieldErrors(error, FIELDS)),
      },
    );
  }

  return (
    <Flex vertical gap={16}>
      <TaskCard task={task} />
      {suggestions.data && suggestions.data.length > 0 && (
        <section aria-label="Suggested bins">
          <Typography.Text type="secondary">Suggested bins</Typography.Text>
          <Flex vertical gap={8} className="put-away-suggestions">
            {suggestions.data.map((bin) => (
              <Button
                key={bin.location.id}
                block
                size="large"
                onClick={() => choose(bin)}
                aria-label={`Use ${bin.location.code}: ${suggestionWords(bin)}`}
              >
                <span className="put-away-bin-code">{bin.location.code}</span>
                <span className="put-away-bin-words">{suggestionWords(bin)}</span>
              </Button>
            ))}
          </Flex>
        </section>
      )}
      {suggestions.data?.length === 0 && (
        <Alert
          type="info"
          showIcon
          title="No bin to suggest: every storage bin is full or holds other goods. Scan the bin you use."
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        name="put-away"
        noValidate
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item
          name="location"
          label="Bin"
          rules={[zodRule(putAwayBodySchema.shape.location)]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input
            ref={binInput}
            size="large"
            autoComplete="off"
            inputMode="text"
            placeholder="Scan or type the bin’s code"
            onPressEnter={(event) => {
              // A scanner's Enter: on to the units, not the form's submit.
              event.preventDefault();
              quantityInput.current?.focus();
              quantityInput.current?.select();
            }}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label="Units"
          rules={[zodRule(putAwayBodySchema.shape.quantity)]}
          extra={`At most ${formatCount(task.remaining)}: the rest can go to another bin.`}
        >
          <InputNumber
            ref={quantityInput}
            size="large"
            min={1}
            max={Math.min(task.remaining, MAX_PUT_AWAY_QUANTITY)}
            precision={0}
            inputMode="numeric"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <RequestError error={putAway.error} fieldNames={[...FIELDS]} />
        <Button type="primary" htmlType="submit" size="large" block loading={putAway.isPending}>
          Put away
        </Button>
      </Form>
      <Button type="link" onClick={onDone}>
        Scan other goods
      </Button>
    </Flex>
  );
}

/** The code scanned or typed for the goods, and the open tasks it names in the warehouse. */
function FindStep({
  warehouse,
  onTask,
}: {
  warehouse: string;
  onTask: (task: PutAwayTask) => void;
}) {
  const [code, setCode] = useState<string>();
  const [typed, setTyped] = useState('');
  const scanned = useTasksScanned(warehouse, code);
  const input = useRef<InputRef>(null);
  const tasks = scanned.data?.items;

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    // One task: straight to its bin.
    const [only] = tasks ?? [];
    if (tasks?.length === 1 && only) onTask(only);
  }, [tasks, onTask]);

  return (
    <Flex vertical gap={16}>
      <Input.Search
        ref={input}
        size="large"
        aria-label="Scan the goods"
        placeholder="Scan or type a SKU, barcode, lot or receipt"
        autoComplete="off"
        enterButton="Find"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setCode(value.trim() || undefined)}
        loading={scanned.isFetching}
      />
      <RequestError error={scanned.error} />
      {tasks?.length === 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Nothing from ${code} is waiting to be put away in ${warehouse}.`}
        />
      )}
      {tasks && tasks.length > 1 && (
        <section aria-label="Tasks found">
          <Typography.Text type="secondary">
            {formatCount(tasks.length)} tasks: choose one
          </Typography.Text>
          <Flex vertical gap={8} className="put-away-suggestions">
            {tasks.map((task) => (
              <Button
                key={task.id}
                block
                size="large"
                onClick={() => onTask(task)}
                aria-label={`${task.sku.code}${task.lot ? ` lot ${task.lot.number}` : ''} from ${task.receipt.id}: ${task.remaining} to put away`}
              >
                <span className="put-away-bin-code">{task.sku.code}</span>
                <span className="put-away-bin-words">
                  {task.lot ? `${task.lot.number} · ` : ''}
                  {task.receipt.id} · {formatCount(task.remaining)}
                </span>
              </Button>
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}

/**
 * /stock/put-away/scan: the floor screen, for a phone in one hand or a scanner. The warehouse,
 * then the goods (a SKU, barcode, lot or receipt scanned), then the bin and the units; the
 * warehouse and the task stay in the address, so a reload or a link from the list lands here.
 */
export function PutAwayScanRoute() {
  const [params, setParams] = useSearchParams();
  const warehouse = params.get('warehouse') ?? undefined;
  const taskParam = Number(params.get('task'));
  const taskId = Number.isInteger(taskParam) && taskParam > 0 ? taskParam : undefined;
  const task = usePutAwayTask(taskId);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const openTask = (found: PutAwayTask) =>
    set({ task: String(found.id), warehouse: found.warehouse.code });

  return (
    <Flex vertical gap={16} className="put-away-scan">
      <ScreenHeader
        title={putAwayHeadings.scan.title}
        description={putAwayHeadings.scan.description}
      />
      <Link to={paths.putAway.list}>Put-away list</Link>
      {taskId !== undefined ? (
        <>
          <RequestError error={task.error} />
          {task.data &&
            (task.data.remaining > 0 ? (
              <PutAwayStep task={task.data} onDone={() => set({ task: undefined })} />
            ) : (
              <Flex vertical gap={12}>
                <TaskCard task={task.data} />
                <Alert type="success" showIcon title="Everything of this task is put away." />
                <Button size="large" block onClick={() => set({ task: undefined })}>
                  Scan other goods
                </Button>
              </Flex>
            ))}
        </>
      ) : (
        <>
          <WarehousePicker
            aria-label="Warehouse"
            placeholder="Choose the warehouse"
            value={warehouse}
            onChange={(code) => set({ warehouse: code })}
            style={{ width: '100%' }}
          />
          {warehouse && <FindStep warehouse={warehouse} onTask={openTask} />}
        </>
      )}
    </Flex>
  );
}
