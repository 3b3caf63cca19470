/**
 * The one registry of error codes. Every expected failure in CircuitForge carries one of these
 * codes, a message that says what went wrong, and a hint that says what to do about it.
 */
export const ERROR_CODES = {
  INVALID_INPUT: 'The request did not match the expected shape.',
  UNKNOWN_CHANNEL: 'No such channel exists in the contract.',
  UNKNOWN_COMPONENT_TYPE: 'No component type has that name.',
  UNKNOWN_COMPONENT: 'No component with that id or label exists in the circuit.',
  UNKNOWN_PIN: 'The component has no pin with that name.',
  UNKNOWN_WIRE: 'No wire with that id exists in the circuit.',
  UNKNOWN_NOTE: 'No note with that id exists in the circuit.',
  UNKNOWN_TEST: 'No test case with that id exists in the circuit.',
  TEST_SYNTAX: 'The test text does not parse.',
  DUPLICATE_ID: 'An item with that id already exists.',
  DUPLICATE_LABEL: 'Another component already uses that label.',
  INVALID_LABEL: 'The label is not valid.',
  INVALID_PROPERTY: 'A component property has an invalid value.',
  INVALID_POSITION: 'The position is outside the canvas.',
  CONNECTION_REFUSED: 'The connection breaks a connection rule.',
  DUPLICATE_WIRE: 'Those two pins are already connected.',
  NOT_FOUND: 'The requested item does not exist.',
  NOTHING_TO_UNDO: 'There is no change to undo.',
  NOTHING_TO_REDO: 'There is no undone change to redo.',
  INVALID_FILE: 'The file is not a valid CircuitForge circuit.',
  UNSUPPORTED_VERSION: 'The file was written by a newer CircuitForge.',
  STORAGE_FAILED: 'The change could not be saved.',
  FILE_ACCESS_FAILED: 'A file on disk could not be read or written.',
  SECRET_STORAGE_UNAVAILABLE: "The system's secret storage cannot encrypt or decrypt right now.",
  SECRET_UNREADABLE: 'A stored secret can no longer be decrypted.',
  UNAUTHORIZED: 'The request carried no valid token.',
  FORBIDDEN: 'The request came from a place that may not use this app.',
  VERILOG_SYNTAX: 'The Verilog source does not parse.',
  VERILOG_UNSUPPORTED: 'The Verilog design uses something that cannot become parts of a circuit.',
  DESIGN_TOO_LARGE: 'The design is larger than an import may be.',
  NOT_COMBINATIONAL: 'The outputs depend on stored state or a feedback loop, so they have no truth table.',
  PROVIDER_NOT_CONFIGURED: 'No AI provider is set up for the assistant.',
  PROVIDER_RATE_LIMITED: 'The AI provider is limiting how often it may be asked.',
  PROVIDER_AUTH_FAILED: 'The AI provider rejected the API key.',
  PROVIDER_MODEL_NOT_FOUND: 'The AI provider has no model with that name.',
  PROVIDER_UNREACHABLE: 'The AI provider could not be reached.',
  PROVIDER_CONTEXT_TOO_LONG: 'The conversation is too long for the model.',
  PROVIDER_TIMEOUT: 'The AI provider did not answer in time.',
  PROVIDER_FAILED: 'The AI provider failed to answer.',
  TURN_IN_PROGRESS: 'The assistant is still working on the previous message.',
  TURN_CONFLICT: "The circuit changed during the assistant's turn, and its changes no longer fit.",
  INTERNAL: 'An unexpected error happened inside CircuitForge.',
  UNAVAILABLE: 'The app could not reach its main process.',
} as const;

/** A code from {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The failure half of every result: what went wrong, its code, and what to do about it. */
export interface Failure {
  readonly success: false;
  readonly code: ErrorCode;
  readonly error: string;
  readonly hint: string;
  /** Machine-readable detail, e.g. the zod issues of a rejected payload. */
  readonly details?: unknown;
}

/** The success half of every result. */
export interface Success<T> {
  readonly success: true;
  readonly data: T;
}

/** An expected outcome: either the data or a {@link Failure}. Thrown errors are bugs. */
export type Result<T> = Success<T> | Failure;

/** Builds a {@link Failure}. */
export function fail(code: ErrorCode, error: string, hint: string, details?: unknown): Failure {
  return details === undefined ? { success: false, code, error, hint } : { success: false, code, error, hint, details };
}

/** Builds a {@link Success}. */
export function ok<T>(data: T): Success<T> {
  return { success: true, data };
}
