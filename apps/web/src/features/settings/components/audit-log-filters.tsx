import { auditEntityLabels } from '@depot/contracts/audited-records';
import { EMPLOYEE_ID_PATTERN } from '@depot/contracts/common';
import { Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import type { AuditLogFilterValues } from './audit-log-search.ts';

type AuditLogFiltersProps = {
  search: AuditLogFilterValues;
  /** A change of filters: the list goes back to its first page (`setFilters`). */
  onChange: (patch: Partial<AuditLogFilterValues>) => void;
};

const entityOptions = Object.entries(auditEntityLabels).map(([value, label]) => ({ value, label }));

/** Who, what kind of record, and between which days. */
export function AuditLogFilters({ search, onChange }: AuditLogFiltersProps) {
  const [actor, setActor] = useState(search.actor ?? '');
  const [lastActor, setLastActor] = useState(search.actor);
  // Follow the URL when it changes from elsewhere (back button, Reset).
  if (lastActor !== search.actor) {
    setLastActor(search.actor);
    setActor(search.actor ?? '');
  }
  const trimmed = actor.trim().toUpperCase();
  const isActorValid = trimmed === '' || EMPLOYEE_ID_PATTERN.test(trimmed);

  return (
    <Form layout="vertical" component="div" className="list-filter-form">
      <Flex gap={12} wrap align="flex-end">
        <Form.Item
          label="Changed by (employee id)"
          htmlFor="audit-actor"
          validateStatus={isActorValid ? undefined : 'error'}
          help={isActorValid ? undefined : 'Employee ids look like EMP-0001.'}
        >
          <Input.Search
            id="audit-actor"
            placeholder="EMP-0001"
            allowClear
            value={actor}
            style={{ width: 200 }}
            onChange={(event) => setActor(event.target.value)}
            onSearch={() => {
              if (isActorValid) onChange({ actor: trimmed || undefined });
            }}
          />
        </Form.Item>
        <Form.Item label="Record type" htmlFor="audit-entity">
          <Select
            id="audit-entity"
            placeholder="All records"
            allowClear
            value={search.entity}
            style={{ width: 200 }}
            options={entityOptions}
            onChange={(entity?: string) => onChange({ entity })}
          />
        </Form.Item>
        <Form.Item label="From" htmlFor="audit-from">
          <DateInput id="audit-from" value={search.from} onChange={(from) => onChange({ from })} />
        </Form.Item>
        <Form.Item label="To" htmlFor="audit-to">
          <DateInput id="audit-to" value={search.to} onChange={(to) => onChange({ to })} />
        </Form.Item>
        <Form.Item>
          <StandardAction
            action="reset"
            onClick={() =>
              onChange({ actor: undefined, entity: undefined, from: undefined, to: undefined })
            }
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
