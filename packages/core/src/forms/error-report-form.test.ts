import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { errorReportFormDefaults, ErrorReportForm, ErrorReportPayload, errorReportPayload } from './error-report-form';

const valid = {
  simulatorId: '3',
  errorType: 'outdated',
  description: 'Version is old',
  correction: '',
  reporterName: 'Al',
  reporterEmail: 'al@example.org',
  reporterOrganization: '',
};
const errorsFor = (patch: Record<string, unknown>) => messagesOf(ErrorReportForm, { ...valid, ...patch });

describe('ErrorReportForm', () => {
  it('accepts a valid report, reading blank optionals as null', () => {
    expect(ErrorReportForm.parse(valid)).toEqual({ ...valid, correction: null, reporterOrganization: null });
  });

  it('defaults the error type to inaccurate', () => {
    expect(ErrorReportForm.parse({ ...valid, errorType: undefined }).errorType).toBe('inaccurate');
    expect(errorReportFormDefaults().errorType).toBe('inaccurate');
  });

  it.each(['', 'wrong', 'INACCURATE', null])('rejects error type %j', (errorType) => {
    expect(errorsFor({ errorType })).toEqual({ errorType: ['Please select an error type.'] });
  });

  it.each(['inaccurate', 'outdated', 'missing', 'other'])('accepts error type %s', (errorType) => {
    expect(errorsFor({ errorType })).toEqual({});
  });

  it('needs a description of at least 10 characters', () => {
    expect(errorsFor({ description: 'x'.repeat(9) })).toEqual({ description: ['Error description must be at least 10 characters.'] });
    expect(errorsFor({ description: 'x'.repeat(10) })).toEqual({});
  });

  it('needs a reporter name of at least 2 characters', () => {
    expect(errorsFor({ reporterName: 'A' })).toEqual({ reporterName: ['Your name must be at least 2 characters.'] });
    expect(errorsFor({ reporterName: 'Al' })).toEqual({});
  });

  it('needs a valid reporter email', () => {
    expect(errorsFor({ reporterEmail: 'al@' })).toEqual({ reporterEmail: ['Please enter a valid email address.'] });
  });

  it.each([
    ['', null],
    [undefined, null],
    ['general', 'general'],
    ['12', '12'],
  ])('reads simulator %j as %j', (simulatorId, read) => {
    expect(ErrorReportForm.parse({ ...valid, simulatorId }).simulatorId).toBe(read);
  });

  it.each(['0', '-1', 'abc', '1.5', '007', '1e3', ' 1', ' 12 ', '99999999999999999999'])(
    'rejects simulator %j by the one id rule',
    (simulatorId) => {
      expect(errorsFor({ simulatorId })).toEqual({ simulatorId: ['Please select a simulator.'] });
    },
  );

  it('prefills the simulator when opened for one', () => {
    expect(errorReportFormDefaults(7).simulatorId).toBe('7');
    expect(errorReportFormDefaults(null).simulatorId).toBe('');
  });
});

describe('errorReportPayload', () => {
  it('turns the picker value into a simulator id or null', () => {
    expect(errorReportPayload(ErrorReportForm.parse(valid)).simulatorId).toBe(3);
    expect(errorReportPayload(ErrorReportForm.parse({ ...valid, simulatorId: 'general' })).simulatorId).toBeNull();
    expect(errorReportPayload(ErrorReportForm.parse({ ...valid, simulatorId: '' })).simulatorId).toBeNull();
  });

  it('passes the report fields through, accepted by the server schema', () => {
    const payload = errorReportPayload(ErrorReportForm.parse({ ...valid, correction: 'Now 2024.10', reporterOrganization: 'Lab' }));
    expect(payload).toEqual({
      simulatorId: 3,
      errorType: 'outdated',
      description: 'Version is old',
      correction: 'Now 2024.10',
      reporterName: 'Al',
      reporterEmail: 'al@example.org',
      reporterOrganization: 'Lab',
    });
    expect(ErrorReportPayload.parse(payload)).toEqual(payload);
  });
});

describe('ErrorReportPayload', () => {
  const body = { ...valid, simulatorId: 3 };

  it.each([
    [3, 3],
    ['3', 3],
    [null, null],
    [undefined, null],
    ['', null],
    ['general', null],
  ])('reads simulatorId %j as %j', (simulatorId, read) => {
    expect(ErrorReportPayload.parse({ ...body, simulatorId }).simulatorId).toBe(read);
  });

  it.each([0, -2, 1.5, 'abc', '0', '007', '1e3', '-1', '1.5', ' 1'])('rejects simulatorId %j', (simulatorId) => {
    expect(messagesOf(ErrorReportPayload, { ...body, simulatorId })).toEqual({ simulatorId: ['Please select a simulator.'] });
  });

  it('applies the same text rules', () => {
    expect(messagesOf(ErrorReportPayload, { ...body, description: 'short', reporterName: 'A', errorType: 'bogus' })).toEqual({
      description: ['Error description must be at least 10 characters.'],
      reporterName: ['Your name must be at least 2 characters.'],
      errorType: ['Please select an error type.'],
    });
  });
});
