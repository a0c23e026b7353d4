/**
 * What each field of a record is called, one entry for every field of the record's type: the
 * only place a field gets its words. The form, the view, the table's columns, the export's
 * header and History's lines read them from here, so a field added to a record's schema without
 * its words fails to compile where the record's labels are declared, and nowhere shows a code
 * word such as `packageCount`.
 */
export type FieldLabels<Row> = { readonly [Key in keyof Row & string]-?: string };

/**
 * Declares a record's field labels, checked against its type: `fieldLabels<Zone>()({ … })`.
 * The labels live in a file of their own without schemas (`zone-fields.ts`), so that History,
 * which reads every kind's, does not load every area's schemas to name their fields.
 */
export function fieldLabels<Row>() {
  return <const Labels extends FieldLabels<Row>>(labels: Labels): Labels => labels;
}
