import type { AuditEntry } from '@depot/contracts/audit';
import type { State } from '@depot/contracts/reference';
import { useQueries } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { auditChanges, countriesOf, type ValueWords } from '@/lib/format/audit-changes.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import {
  statesQueryOptions,
  useCountries,
  useCountryCodes,
} from '@/lib/reference/reference-data.tsx';
import './audit-change-list.css';

type AuditChangeListProps = {
  entry: Pick<AuditEntry, 'action' | 'before' | 'after' | 'entity'>;
};

/** Fields a creation or a deletion lists before the rest is asked for. */
const FIRST_FIELDS = 6;

/**
 * The words of the places and phones an entry names, from the reference data (a code stands
 * in until it has come).
 */
function useValueWords(entry: AuditChangeListProps['entry']): ValueWords {
  const { countryOf } = useCountries();
  const codes = useCountryCodes();
  const countries = useMemo(() => countriesOf(entry), [entry]);
  const states = useQueries({
    queries: countries.map((country) => statesQueryOptions(country)),
  });
  return useMemo(() => {
    const byCountry = new Map<string, State[] | undefined>(
      countries.map((country, index) => [country, states[index]?.data]),
    );
    return {
      country: (code) => countryOf(code)?.name ?? code,
      state: (country, code) =>
        byCountry.get(country)?.find((state) => state.isoCode === code)?.name ?? code,
      phone: (e164) => (codes.length > 0 ? formatPhone(e164, codes) : e164),
    };
  }, [countries, states, countryOf, codes]);
}

/**
 * "Designation: Packer → Shift lead", one line per field an audit entry changed, in the order of
 * the record's form and with values as its screens show them. A creation or deletion shows its
 * first fields, the rest on request, so a long History stays short to read.
 */
export function AuditChangeList({ entry }: AuditChangeListProps) {
  const words = useValueWords(entry);
  const changes = auditChanges(entry, words);
  const [showAll, setShowAll] = useState(false);
  if (changes.length === 0) {
    return <Typography.Text type="secondary">No field changed.</Typography.Text>;
  }
  const isOneSided = entry.action === 'create' || entry.action === 'delete';
  const shown = isOneSided && !showAll ? changes.slice(0, FIRST_FIELDS) : changes;
  return (
    <>
      <dl className="audit-changes">
        {shown.map((change) => (
          <div key={change.path} className="audit-changes__row">
            <dt>{change.label}</dt>
            <dd>
              {entry.action === 'create' ? (
                change.after
              ) : entry.action === 'delete' ? (
                <del>{change.before}</del>
              ) : (
                <>
                  {/* del/ins tell assistive technology which value was replaced by which. */}
                  <del>{change.before}</del> →{' '}
                  <ins style={{ textDecoration: 'none' }}>{change.after}</ins>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {shown.length < changes.length && (
        <Button
          type="link"
          size="small"
          className="audit-changes__more"
          onClick={() => setShowAll(true)}
        >
          Show the other {changes.length - shown.length} fields
        </Button>
      )}
    </>
  );
}
