import type { AuditEntry } from '@depot/contracts/audit';
import { Typography } from 'antd';
import { auditChanges } from '@/lib/format/audit-changes.ts';

type AuditChangeListProps = { entry: Pick<AuditEntry, 'action' | 'before' | 'after' | 'entity'> };

/** "Designation: Packer → Shift lead", one line per field an audit entry changed. */
export function AuditChangeList({ entry }: AuditChangeListProps) {
  const changes = auditChanges(entry);
  if (changes.length === 0) {
    return <Typography.Text type="secondary">No field changed.</Typography.Text>;
  }
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {changes.map((change) => (
        <li key={change.path}>
          <Typography.Text strong>{change.label}:</Typography.Text>{' '}
          {entry.action === 'create' ? (
            <span>{change.after}</span>
          ) : entry.action === 'delete' ? (
            <del>{change.before}</del>
          ) : (
            <>
              {/* del/ins tell assistive technology which value was replaced by which. */}
              <del>{change.before}</del> →{' '}
              <ins style={{ textDecoration: 'none' }}>{change.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
