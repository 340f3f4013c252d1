import { describe, expect, it } from 'vitest';
import { boundedErrors } from './bounded-errors.ts';

describe('boundedErrors', () => {
  it("rewrites Ajv's three uses of its error list", () => {
    const ajv = [
      'let vErrors = null;',
      'const err0 = {instancePath,keyword:"type"};',
      'if(vErrors === null){',
      'vErrors = [err0];',
      '}',
      'else {',
      'vErrors.push(err0);',
      '}',
      'errors++;',
      'vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);',
      'errors = vErrors.length;',
      'if(vErrors !== null){',
      'if(_errs2){',
      'vErrors.length = _errs2;',
      '}',
      'else {',
      'vErrors = null;',
      '}',
      '}',
      'validate1.errors = vErrors;',
    ].join('\n');
    const out = boundedErrors(ajv);
    expect(out).not.toContain('concat');
    expect(out).toContain(
      'if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){\nconst err0 = {instancePath,keyword:"type"};',
    );
    expect(out).toContain(
      'errors += validate3.errors.length;\nvErrors = appendErrors(vErrors, validate3.errors);',
    );
    expect(out).toContain('if(vErrors.length > _errs2){\nvErrors.length = _errs2;\n}');
  });

  it('refuses code that uses the list in any other shape', () => {
    expect(() => boundedErrors('vErrors = vErrors.concat(more);')).toThrow(
      /does not rewrite: vErrors = vErrors.concat\(more\);/,
    );
  });
});
