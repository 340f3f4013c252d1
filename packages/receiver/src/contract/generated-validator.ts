/** One error as the generated (Ajv standalone) validators report it. */
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * A generated validator: true when the value matches. The `.errors` validators (errorValidatorFor)
 * then hold every failure in `errors`; the fast ones (validatorFor) build no error objects.
 */
export interface GeneratedValidator {
  (value: unknown): boolean;
  errors?: ValidatorError[] | null;
  /**
   * On an event's fast validator: whether a delivery that passed it carries anything the contract
   * does not know (a generated check; detect-drift.ts walks the table only when it says so).
   */
  hasDrift?: (delivery: unknown) => boolean;
}

/** The generated validator of bodies whose event is not a known name. */
export const ENVELOPE_VALIDATOR = 'envelope';
