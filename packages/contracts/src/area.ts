import type { z } from 'zod';
import type { AuditEntity } from './audit.ts';
import type { Endpoint } from './endpoint.ts';
import type { Resource } from './permissions.ts';

/**
 * A business area of the console, declared once beside its schemas: what the server, the
 * console and the tests that hold for every area (paging, export, permission, ids) read, rather
 * than each writing its own copy.
 */
export type AreaDeclaration = {
  /** The permission resource that guards it ('shipments'); also the root of its cache keys. */
  resource: Resource;
  /**
   * What the area is called where its resource guards another area too (the stock's balances and
   * its movements both answer to inventory): its tests and its cache are named by it. The
   * resource names the area otherwise.
   */
  name?: string;
  /** A record and several in words: "1 shipment", "12,345 shipments". */
  noun: { one: string; many: string };
  /** What the audit log calls one record, when the area's changes are audited. */
  entity?: AuditEntity;
  /**
   * The field of a listed record that names it, which is also the path parameter of its own
   * endpoints ('code', 'id', 'number', 'employeeId'): normalised one way (`recordIdSchema`).
   */
  idField: string;
  /** Its statuses in their order, each with its words: the only copy. */
  statuses?: { values: readonly string[]; labels: Readonly<Record<string, string>> };
  /** The fields its list sorts by (`sort=field` or `sort=-field`). */
  sortFields: readonly string[];
  /**
   * The list's query as the server reads it — paging, search, sort and filters; the console's
   * URL state is made from it.
   */
  listQuery: z.ZodObject;
  /** The endpoints every list area has, and the record's own where it has them. */
  endpoints: { list: Endpoint; export?: Endpoint; get?: Endpoint; history?: Endpoint };
  /**
   * Every endpoint group the area serves (`defineEndpoints`), those above among them: the list
   * of every endpoint (`allEndpoints`) takes them from here, so a new area is added only to
   * `allAreas`.
   */
  groups: readonly Readonly<Record<string, Endpoint>>[];
};

/** The area's own name: its `name`, or its resource when it has the resource to itself. */
export function areaName(area: AreaDeclaration): string {
  return area.name ?? area.resource;
}

/** Declares an area; the type keeps every literal (its resource, its entity, its endpoints). */
export function defineArea<const Area extends AreaDeclaration>(area: Area): Area {
  return area;
}
