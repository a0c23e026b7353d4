import type { Endpoint } from '@depot/contracts/endpoint';
import type {
  ImportDeclaration,
  ImportFile,
  ImportProblem,
  ImportResult,
  ImportRowBase,
} from '@depot/contracts/import';
import { Alert, Button, Flex, Modal, Progress, Typography, theme } from 'antd';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage, describeApiError } from '@/lib/api/api-client.ts';
import { downloadFile, saveFile } from '@/lib/api/download-file.ts';
import { formatCount } from '@/lib/format/format.ts';
import { type ImportPart, PartFailed, partLabel, sendInParts } from './import-parts.ts';
import { IMPORT_FILE_TYPES, readImportFile } from './read-import-file.ts';
import { rejectedFileName, rejectedRowsFile } from './rejected-rows-file.ts';

type Step<Row extends ImportRowBase> =
  | { kind: 'choose'; problem?: string }
  | { kind: 'reading'; fileName: string; share: number }
  | { kind: 'checking'; fileName: string; rows: number; share: number; part?: string }
  | { kind: 'checked'; fileName: string; file: ImportFile<Row>; result: ImportResult }
  | { kind: 'importing'; fileName: string; rows: number; share: number; part?: string }
  | { kind: 'done'; fileName: string; file: ImportFile<Row>; result: ImportResult }
  | { kind: 'partial'; message: string; problems: ImportProblem[] };

const percent = (share: number) => Math.round(share * 100);

const problemColumns: DataColumn<ImportProblem>[] = [
  { key: 'row', title: 'Row', align: 'end', render: (problem) => problem.row },
  { key: 'column', title: 'Column', render: (problem) => problem.column ?? 'Whole row' },
  { key: 'message', title: 'Problem', render: (problem) => problem.message },
];

/**
 * The rows of a 400 the import answered (another person took an email in between, say) as
 * problems: "rows.4.email" is the fifth row sent.
 */
function problemsOfRefusal(
  error: unknown,
  rows: readonly ImportRowBase[],
  declaration: Pick<ImportDeclaration, 'columns'>,
): ImportProblem[] {
  return describeApiError(error).details.map((detail) => {
    const [, index, field] = detail.path.split('.');
    const row = rows[Number(index)];
    const column = declaration.columns.find((entry) => entry.field === field);
    return {
      row: row?.line ?? Number(index) + 2,
      column: column?.header ?? null,
      message: detail.message,
    };
  });
}

/** Saves the rows of the file that were (or would be) left out, each with its reasons. */
function RejectedRowsButton({
  fileName,
  file,
  result,
}: {
  fileName: string;
  file: ImportFile<ImportRowBase>;
  result: ImportResult;
}) {
  const count = result.rejectedRows.length;
  return (
    <StandardAction
      action="download"
      label={`Download the ${formatCount(count)} ${count === 1 ? 'row' : 'rows'} with problems`}
      onClick={async () =>
        saveFile(await rejectedRowsFile(file, result.rejectedRows), rejectedFileName(fileName))
      }
    />
  );
}

/** The import's template: its columns, with an example row. */
function TemplateButton({ endpoint, fileName }: { endpoint: Endpoint; fileName: string }) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  return (
    <StandardAction
      action="download"
      label="Download the template"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(endpoint, { fallbackName: fileName });
        } catch (error) {
          notice.error(`The template could not be downloaded: ${apiErrorMessage(error)}`);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

export type ImportDialogProps<Row extends ImportRowBase> = {
  open: boolean;
  onClose: () => void;
  /** The area's import, from the contracts (`defineImport`). */
  declaration: ImportDeclaration & { endpoints: { importTemplate: Endpoint } };
  /** What one row of the file is: "client business", "location". */
  rowIs: string;
  /** What the area adds to the description of the file: how its values may be written. */
  note?: ReactNode;
  /** The first rows of a clean file, shown before it is imported. */
  previewColumns: DataColumn<Row>[];
  /** Sends the rows: a dry run, an import, or an import of the rows without a problem. */
  send: (
    body: { rows: Row[]; dryRun: boolean; skipRejectedRows?: boolean },
    onUploadProgress: (share: number) => void,
  ) => Promise<ImportResult>;
  /**
   * For an area whose file goes in parts: what the dry run of a part after the first is told
   * of the file's sound rows above it (`rejected` holds the rows with problems, by row number).
   */
  earlier?: (part: ImportPart<Row>, rejected: ReadonlySet<number>) => Record<string, unknown>;
};

/**
 * Import of an area's records from a CSV file or an Excel workbook: read in the browser,
 * checked by the server row by row (the same rules as the form), shown as a preview with every
 * problem, and written only when the person confirms: nothing while the file has a problem, in
 * batches once it has none; or, if they choose, the rows without a problem, the others handed
 * back as a file to fix.
 */
export function ImportDialog<Row extends ImportRowBase>({
  open,
  onClose,
  declaration,
  rowIs,
  note,
  previewColumns,
  send,
  earlier,
}: ImportDialogProps<Row>) {
  const { noun, maxRows } = declaration;
  // A file of more rows than one request takes goes in parts, one after another.
  const maxFileRows = declaration.maxFileRows;
  /** The part being sent, in words, when the file has more than one. */
  const partWords = (part: ImportPart<Row>, rows: number) =>
    part.count > 1 ? partLabel(part, rows, formatCount) : undefined;
  const [step, setStep] = useState<Step<Row>>({ kind: 'choose' });
  const notice = useNotice();
  const inputId = useId();
  const { token } = theme.useToken();
  const busy = step.kind === 'reading' || step.kind === 'checking' || step.kind === 'importing';

  function close() {
    if (busy) return;
    setStep({ kind: 'choose' });
    onClose();
  }

  async function check(fileName: string, file: ImportFile<Row>) {
    const rows = file.rows.length;
    setStep({ kind: 'checking', fileName, rows, share: 0 });
    try {
      const result = await sendInParts({
        rows: file.rows,
        maxRows,
        dryRun: true,
        send,
        extra: earlier,
        onProgress: (part, share) =>
          setStep({ kind: 'checking', fileName, rows, share, part: partWords(part, rows) }),
      });
      setStep({ kind: 'checked', fileName, file, result });
    } catch (error) {
      setStep({ kind: 'choose', problem: apiErrorMessage(error) });
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file chosen again, once fixed, must fire a change.
    event.target.value = '';
    if (!chosen) return;
    setStep({ kind: 'reading', fileName: chosen.name, share: 0 });
    try {
      const file = await readImportFile<Row>(declaration, chosen, (share) =>
        setStep({ kind: 'reading', fileName: chosen.name, share }),
      );
      if (file.missingHeaders.length > 0) {
        setStep({
          kind: 'choose',
          problem: `${chosen.name} has no ${file.missingHeaders.join(', ')} column${file.missingHeaders.length > 1 ? 's' : ''}. Start from the template.`,
        });
      } else if (file.rows.length === 0) {
        setStep({ kind: 'choose', problem: `${chosen.name} has no rows under its header.` });
      } else if (file.rows.length > maxFileRows) {
        setStep({
          kind: 'choose',
          problem: `${chosen.name} has ${formatCount(file.rows.length)} rows; an import takes at most ${formatCount(maxFileRows)}. Split the file.`,
        });
      } else {
        await check(chosen.name, file);
      }
    } catch (error) {
      setStep({ kind: 'choose', problem: apiErrorMessage(error) });
    }
  }

  /**
   * Imports the file: every row, or with `skipRejectedRows` the rows without a problem, the
   * others handed back as a file.
   */
  async function runImport(fileName: string, file: ImportFile<Row>, skipRejectedRows = false) {
    const rows = file.rows.length;
    setStep({ kind: 'importing', fileName, rows, share: 0 });
    try {
      const result = await sendInParts({
        rows: file.rows,
        maxRows,
        dryRun: false,
        skipRejectedRows,
        send,
        onProgress: (part, share) =>
          setStep({ kind: 'importing', fileName, rows, share, part: partWords(part, rows) }),
      });
      notice.success(`${formatCount(result.created)} ${noun.many} imported.`);
      setStep({ kind: 'done', fileName, file, result });
    } catch (thrown) {
      if (thrown instanceof PartFailed) {
        // The parts before it are written, each whole: said first, then why this one was not.
        const { written, part, cause } = thrown;
        const partRows = part.rows as Row[];
        const before = `${formatCount(written.created)} ${noun.many} of the file’s first ${formatCount(part.before.length)} rows were imported${written.firstCode ? `, ${written.firstCode} to ${written.lastCode}` : ''}.`;
        const refusal = describeApiError(cause);
        const of = partLabel(part, rows, formatCount);
        // The server's own answer of a part cut short says what to do; a refusal does not.
        const why =
          refusal.code === declaration.errors.incomplete
            ? `Of ${of}: ${refusal.message}`
            : `Nothing of ${of} was imported: ${apiErrorMessage(cause)} Take the imported rows out of the file, check it again and import the rest.`;
        setStep({
          kind: 'partial',
          message: `${before} ${why}`,
          problems: problemsOfRefusal(cause, partRows, declaration),
        });
        return;
      }
      const error = thrown;
      const problems = problemsOfRefusal(error, file.rows, declaration);
      // Written in batches: a change made meanwhile may stop the import after some of them,
      // and the server's answer says which rows went in and which did not.
      const refusal = describeApiError(error);
      if (refusal.code === declaration.errors.incomplete) {
        // The rows are listed below the message, so it is shown without them.
        setStep({ kind: 'partial', message: refusal.message, problems });
        return;
      }
      setStep({
        kind: 'checked',
        fileName,
        file,
        result: {
          dryRun: false,
          rows: file.rows.length,
          created: 0,
          firstCode: null,
          lastCode: null,
          problems,
          problemCount: problems.length,
          rejectedRows: [],
        },
      });
      if (problems.length === 0) notice.error(`Nothing was imported: ${apiErrorMessage(error)}`);
    }
  }

  const fileInput = (label: string) => (
    <label
      htmlFor={inputId}
      style={{
        display: 'block',
        padding: 16,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        cursor: 'pointer',
      }}
    >
      <Typography.Text strong>{label}</Typography.Text>{' '}
      <Typography.Text type="secondary" id={`${inputId}-kinds`}>
        CSV, or an Excel workbook (.xlsx)
      </Typography.Text>
      <input
        id={inputId}
        type="file"
        accept={IMPORT_FILE_TYPES}
        aria-label={`CSV file of ${noun.many}`}
        aria-describedby={`${inputId}-kinds`}
        onChange={(event) => void choose(event)}
        style={{ display: 'block', marginTop: 8 }}
      />
    </label>
  );

  return (
    <Modal
      open={open}
      title={`Import ${noun.many}`}
      onCancel={close}
      width={880}
      closable={!busy}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
    >
      {step.kind === 'choose' && (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            A CSV file or an Excel workbook (its first sheet) with a header row, one {rowIs} a row,
            up to {formatCount(maxFileRows)} rows. Columns:{' '}
            {declaration.columns
              .map((column) => `${column.header}${column.required ? '' : ' (optional)'}`)
              .join(', ')}
            .{note ? <> {note}</> : null}
          </Typography.Paragraph>
          <div>
            <TemplateButton
              endpoint={declaration.endpoints.importTemplate}
              fileName={declaration.templateFileName}
            />
          </div>
          {fileInput('Choose the file')}
          {step.problem && <Alert type="error" showIcon title={step.problem} />}
        </Flex>
      )}
      {(step.kind === 'reading' || step.kind === 'checking' || step.kind === 'importing') && (
        <Flex vertical gap={8} role="status">
          <Typography.Text>
            {step.kind === 'reading'
              ? `Reading ${step.fileName}…`
              : step.kind === 'checking'
                ? step.part
                  ? `Checking ${step.part} in ${step.fileName}…`
                  : `Checking ${formatCount(step.rows)} rows of ${step.fileName}…`
                : step.part
                  ? `Importing ${step.part}…`
                  : `Importing ${formatCount(step.rows)} ${noun.many}…`}
          </Typography.Text>
          <Progress
            percent={percent(step.share)}
            status="active"
            aria-label={step.kind === 'reading' ? 'Read' : 'Sent'}
          />
          {step.kind !== 'reading' && step.share >= 1 && (
            <Typography.Text type="secondary">
              {step.kind === 'checking'
                ? 'Sent; the server is checking every row.'
                : `Sent; the server is writing the ${noun.many}.`}
            </Typography.Text>
          )}
        </Flex>
      )}
      {step.kind === 'checked' && (
        <Flex vertical gap={16}>
          {step.result.problemCount > 0 ? (
            <>
              <Alert
                type="error"
                showIcon
                title={`${step.fileName}: ${formatCount(step.result.problemCount)} ${step.result.problemCount === 1 ? 'problem' : 'problems'} in ${formatCount(step.result.rows)} rows. Nothing is imported until the file is fixed.`}
                description={
                  step.result.problems.length < step.result.problemCount
                    ? `The first ${formatCount(step.result.problems.length)} are listed.`
                    : undefined
                }
              />
              <div style={{ maxHeight: 360, overflow: 'auto' }}>
                <DataTable<ImportProblem>
                  label="Problems in the file"
                  columns={problemColumns}
                  rows={step.result.problems}
                  rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
                  loading={false}
                />
              </div>
              {step.result.rejectedRows.length < step.result.rows && (
                <Flex gap={8} wrap align="center">
                  <Button onClick={() => void runImport(step.fileName, step.file, true)}>
                    Import the other{' '}
                    {formatCount(step.result.rows - step.result.rejectedRows.length)} rows
                  </Button>
                  <RejectedRowsButton
                    fileName={step.fileName}
                    file={step.file}
                    result={step.result}
                  />
                  <Typography.Text type="secondary">
                    The rows with problems are left out, to fix and import again.
                  </Typography.Text>
                </Flex>
              )}
              {fileInput('Choose the fixed file')}
            </>
          ) : (
            <>
              <Alert
                type="success"
                showIcon
                title={`${step.fileName}: all ${formatCount(step.result.rows)} rows are ready to import.`}
                description={
                  step.file.ignoredHeaders.length > 0
                    ? `Columns not read: ${step.file.ignoredHeaders.join(', ')}.`
                    : undefined
                }
              />
              <DataTable<Row>
                label="First rows of the file"
                columns={previewColumns}
                rows={step.file.rows.slice(0, 5)}
                rowKey={(row) => String(row.line)}
                loading={false}
              />
              <Flex gap={8}>
                <Button type="primary" onClick={() => void runImport(step.fileName, step.file)}>
                  Import {formatCount(step.result.rows)} {noun.many}
                </Button>
                <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>
              </Flex>
            </>
          )}
        </Flex>
      )}
      {step.kind === 'partial' && (
        <Flex vertical gap={16}>
          <Alert type="warning" showIcon title={step.message} />
          {step.problems.length > 0 && (
            <DataTable<ImportProblem>
              label="Rows not imported"
              columns={problemColumns}
              rows={step.problems}
              rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
              loading={false}
            />
          )}
          <div>
            <StandardAction action="done" type="primary" onClick={close} />
          </div>
        </Flex>
      )}
      {step.kind === 'done' && (
        <Flex vertical gap={16}>
          <Alert
            type="success"
            showIcon
            title={`${formatCount(step.result.created)} ${noun.many} imported${step.result.firstCode ? `: ${step.result.firstCode} to ${step.result.lastCode}` : ''}.`}
          />
          {step.result.rejectedRows.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={`${formatCount(step.result.rejectedRows.length)} ${step.result.rejectedRows.length === 1 ? 'row was' : 'rows were'} not imported.`}
              description="Download them with the reason beside each, fix them and import that file."
              action={
                <RejectedRowsButton
                  fileName={step.fileName}
                  file={step.file}
                  result={step.result}
                />
              }
            />
          )}
          <div>
            <StandardAction action="done" type="primary" onClick={close} />
          </div>
        </Flex>
      )}
    </Modal>
  );
}
