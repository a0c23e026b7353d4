/**
 * What each field of a record is called: the only place a field gets its words. The form, the
 * view, the table's columns, the export's header and History's lines read them from here, so
 * nowhere shows a code word such as `packageCount`.
 *
 * Every field of the record's type needs its words, so a field added to a record's schema
 * without them fails to compile where the labels are declared. A field inside an object, or
 * inside the elements of a list, may have words of its own by its dotted path, list positions
 * left out, in words that name it alone, as a form's label or an export's column does
 * ("consignee.address.line1": "Address line 1"; "coverage.countryCode": "Country").
 */
export type FieldLabels<Row> = { readonly [Key in keyof Row & string]-?: string } & {
  readonly [Path in NestedFieldPath<Row>]?: string;
};

/** The dotted paths of the fields inside a record's objects and lists' elements. */
export type NestedFieldPath<Row> = {
  [Key in keyof Row & string]: `${Key}.${FieldPath<Inner<Row[Key]>>}`;
}[keyof Row & string];

type FieldPath<Row> = [Row] extends [never]
  ? never
  : { [Key in keyof Row & string]: Key | `${Key}.${FieldPath<Inner<Row[Key]>>}` }[keyof Row &
      string];

/** What a field holds fields of: an object, or a list's object elements; never a leaf's. */
type Inner<Value> =
  NonNullable<Value> extends readonly (infer Element)[]
    ? Inner<Element>
    : NonNullable<Value> extends string | number | boolean | Date
      ? never
      : NonNullable<Value> extends object
        ? NonNullable<Value>
        : never;

/**
 * Declares a record's field labels, checked against its type: `fieldLabels<Zone>()({ … })`.
 * The labels live in a file of their own without schemas (`zone-fields.ts`), so that History,
 * which reads every kind's, does not load every area's schemas to name their fields.
 */
export function fieldLabels<Row>() {
  return <const Labels extends FieldLabels<Row>>(
    // A key that is no field's path (a typo, a field since removed) fails to compile too.
    labels: Labels & Record<Exclude<keyof Labels, keyof FieldLabels<Row>>, never>,
  ): Labels => labels;
}

/**
 * The words for the field at `path` of a stored record ("coverage.0.countryCode"), in parts: a
 * field's declared words stand for it and for the objects it is inside, up to the list it is an
 * element of ("consignee.address.line1" reads "Address line 1"; "coverage.0.countryCode" reads
 * "Countries and states", "1", "Country"). A field without declared words reads as its name made
 * readable ("lastSignInAt" → "Last sign in at"); a list position counts from 1.
 */
export function fieldPathLabel(
  path: string,
  labels: Readonly<Record<string, string>> = {},
): string[] {
  const names: string[] = [];
  const parts: string[] = [];
  let sinceList = 0;
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      parts.push(String(Number(segment) + 1));
      sinceList = parts.length;
      continue;
    }
    names.push(segment);
    const declared = names.join('.');
    if (Object.hasOwn(labels, declared)) {
      parts.splice(sinceList, parts.length - sinceList, labels[declared] as string);
    } else {
      const words = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      parts.push(words.charAt(0).toUpperCase() + words.slice(1));
    }
  }
  return parts;
}

/**
 * How a field's value is shown where the record's own screens are not at hand (History, the
 * audit log), so that it reads as those screens show it:
 * - `money`: an amount, in the currency of the `currency` field beside it;
 * - `day`, `moment`: a calendar day, an instant, in the person's formats;
 * - `weight`, `length`: a measure as stored (kilograms, centimetres), in the person's units;
 * - `state`, `country`: a code, by its name (a state's country is the `country` beside it);
 * - `phone`: a stored number as people read it;
 * - a value's words, such as a status's ("pending" → "Pending").
 */
export type FieldFormat =
  | 'money'
  | 'day'
  | 'moment'
  | 'weight'
  | 'length'
  | 'state'
  | 'country'
  | 'phone'
  | Readonly<Record<string, string>>;

/** A record's fields' formats, by the same paths as its words (`FieldLabels`). */
export type FieldFormats<Row> = {
  readonly [Path in (keyof Row & string) | NestedFieldPath<Row>]?: FieldFormat;
};

/** Declares how a record's values are shown, checked against its type as its words are. */
export function fieldFormats<Row>() {
  return <const Formats extends FieldFormats<Row>>(
    formats: Formats & Record<Exclude<keyof Formats, keyof FieldFormats<Row>>, never>,
  ): Formats => formats;
}
