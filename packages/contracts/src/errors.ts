/**
 * Every error code the API answers, with its one HTTP status. Services throw only these (the
 * server's `AppError` takes an `ErrorCode`), each endpoint declares the ones it may answer, and
 * the console matches on them, never on a string of its own.
 */
export const errorStatuses = {
  // Any endpoint
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  INVALID_VALUE: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Signing in and sessions
  INVALID_CREDENTIALS: 401,
  SESSION_ENDED: 401,
  SESSION_REVOKED: 401,
  ACCOUNT_INACTIVE: 403,
  CSRF_FAILED: 403,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_LOCKED: 400,
  RESET_LINK_INVALID: 400,
  PASSWORD_REJECTED: 400,
  CURRENT_PASSWORD_WRONG: 400,
  // Roles
  ROLE_NOT_FOUND: 404,
  ROLE_KEY_TAKEN: 409,
  ROLE_NAME_TAKEN: 409,
  ROLE_BUILT_IN: 409,
  ROLE_IN_USE: 409,
  ROLE_BEYOND_YOURS: 403,
  PERMISSION_BEYOND_YOURS: 403,
  // Team
  TEAM_MEMBER_NOT_FOUND: 404,
  TEAM_EMAIL_TAKEN: 409,
  TEAM_MEMBER_INACTIVE: 409,
  INVITATION_ACCEPTED: 409,
  LAST_SUPER_ADMIN: 409,
  MEMBER_ABOVE_YOU: 403,
  // Approvals: the approver is not independent of whoever made the record
  APPROVER_NOT_INDEPENDENT: 403,
  // Zones and packages
  ZONE_NOT_FOUND: 404,
  ZONE_CODE_TAKEN: 409,
  ZONE_IN_USE: 409,
  PACKAGE_NOT_FOUND: 404,
  PACKAGE_CODE_TAKEN: 409,
  PACKAGE_IN_USE: 409,
  PACKAGE_INACTIVE: 409,
  // Users
  USER_NOT_FOUND: 404,
  USER_EMAIL_TAKEN: 409,
  USER_INACTIVE: 409,
  USER_IMPORT_INVALID: 400,
  // An import stopped part-way: the rows before it stay imported, and the message names them.
  USER_IMPORT_INCOMPLETE: 409,
  // Plans
  PLAN_SAME_PACKAGE: 409,
  PLAN_NOT_RENEWABLE: 409,
  PLAN_NOT_RUNNING: 409,
  // Shipments and receiving
  SHIPMENT_NOT_FOUND: 404,
  SHIPMENT_LOCKED: 409,
  SHIPMENT_STATUS_INVALID: 409,
  SHIPMENT_DETAILS_MISSING: 409,
  SHIPMENT_NOT_DELETABLE: 409,
  RECEIVING_NOT_FOUND: 404,
  RECEIVING_NOT_PENDING: 409,
  // Orders
  ORDER_NOT_FOUND: 404,
  // Invoices: not there, not in a status the act allows (someone else acted first), or a
  // credit larger than what is left of the invoice.
  INVOICE_NOT_FOUND: 404,
  INVOICE_STATUS_CHANGED: 409,
  CREDIT_EXCEEDS_INVOICE: 409,
  // Exports and reports
  EXPORT_TOO_LARGE: 422,
  // Imports of the areas that came after users' (theirs keep their own codes): nothing was
  // imported for the file's problems, named by row; or a batch failed after others were written.
  IMPORT_INVALID: 400,
  IMPORT_INCOMPLETE: 409,
} as const;

export type ErrorCode = keyof typeof errorStatuses;
export type ErrorStatus = (typeof errorStatuses)[ErrorCode];

/** Whether a code received over the wire is one this version of the contracts knows. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatuses, code);
}

/**
 * Codes any endpoint may answer whatever it declares: a bad request, a body or address the
 * server cannot take, its own failure, and its database out of reach (503, with Retry-After).
 * Signed-in endpoints add the session's and access codes (see `endpointErrors` in endpoint.ts).
 */
export const generalErrorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'INVALID_VALUE',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];
