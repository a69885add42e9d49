import { describe, expect, it } from 'vitest';
import { toFormFieldErrors, toPayloadNames } from './field-names';
import { TOOL_SUBMISSION_PAYLOAD_NAMES, toolSubmissionFormErrors } from './tool-submission-form';

describe('field names between a form and its payload', () => {
  const map = { developerName: 'submitterName', developerEmail: 'submitterEmail' };

  it('renames the mapped form fields and keeps the others', () => {
    expect(toPayloadNames({ developerName: 'Ada', name: 'OPM' }, map)).toEqual({ submitterName: 'Ada', name: 'OPM' });
  });

  it('puts server field errors back on the form names, nested paths included', () => {
    expect(
      toFormFieldErrors({ submitterName: ['Too short.'], 'submitterEmail.0': ['Bad.'], website: ['Please enter a valid URL.'] }, map),
    ).toEqual({ developerName: ['Too short.'], 'developerEmail.0': ['Bad.'], website: ['Please enter a valid URL.'] });
  });
});

describe('the tool submission form', () => {
  it('maps every submitter field error onto the developer input the visitor typed into', () => {
    expect(
      toolSubmissionFormErrors({
        submitterName: ['Your name must be at least 2 characters.'],
        submitterEmail: ['Please enter a valid email address.'],
        submitterOrganization: ['Organization name must be at least 2 characters.'],
        name: ['Tool name must be at least 2 characters.'],
      }),
    ).toEqual({
      developerName: ['Your name must be at least 2 characters.'],
      developerEmail: ['Please enter a valid email address.'],
      developerOrganization: ['Organization name must be at least 2 characters.'],
      name: ['Tool name must be at least 2 characters.'],
    });
  });

  it('names each developer field once', () => {
    expect(TOOL_SUBMISSION_PAYLOAD_NAMES).toEqual({
      developerName: 'submitterName',
      developerEmail: 'submitterEmail',
      developerOrganization: 'submitterOrganization',
    });
  });
});
