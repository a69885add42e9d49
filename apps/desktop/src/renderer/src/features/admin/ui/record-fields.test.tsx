import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldValue, RecordFields } from './record-fields';

describe("RecordFields, every admin view page's fields", () => {
  it('says "Not provided" in words for a blank, a missing value and an empty list (a dash is read as "dash" or not at all)', () => {
    render(
      <RecordFields
        fields={[
          { label: 'Website', value: fieldValue(null) },
          { label: 'License Type', value: fieldValue('') },
          { label: 'Application Areas', value: fieldValue([]) },
          { label: 'Admin Notes', value: undefined },
          { label: 'Name', value: fieldValue('MRST') },
        ]}
      />,
    );
    for (const label of ['Website', 'License Type', 'Application Areas', 'Admin Notes']) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent).toBe('Not provided');
    }
    expect(screen.getByText('Name', { selector: 'dt' }).nextElementSibling?.textContent).toBe('MRST');
    expect(document.body.textContent).not.toContain('—');
  });

  it('joins a list, shows an object as indented JSON and a number or a flag as text', () => {
    render(
      <RecordFields
        fields={[
          { label: 'Languages', value: fieldValue(['C++', 'Python']) },
          { label: 'Capabilities', value: fieldValue({ a: 1 }) },
          { label: 'Version', value: fieldValue(0) },
          { label: 'Flag', value: fieldValue(false) },
        ]}
      />,
    );
    expect(screen.getByText('C++, Python')).toBeTruthy();
    expect(screen.getByText('Capabilities', { selector: 'dt' }).nextElementSibling?.querySelector('pre')?.textContent).toBe(
      '{\n  "a": 1\n}',
    );
    expect(screen.getByText('Version', { selector: 'dt' }).nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('Flag', { selector: 'dt' }).nextElementSibling?.textContent).toBe('false');
  });
});
