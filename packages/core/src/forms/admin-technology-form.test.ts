import { describe, expect, it } from 'vitest';
import { TechnologyInput } from '../schemas/technology-input';
import { messagesOf } from '../test/issues';
import { makeTechnology } from '../test/technology-fixture';
import {
  ADMIN_TECHNOLOGY_FORM_DEFAULTS,
  AdminTechnologyForm,
  CATEGORY_MESSAGE,
  DEPLOYMENT_COUNT_MESSAGE,
  IMPACT_MESSAGE,
  READINESS_MESSAGE,
  SPECIFICATIONS_MESSAGE,
  adminTechnologyFormToInput,
  technologyToAdminForm,
} from './admin-technology-form';

const valid = {
  ...ADMIN_TECHNOLOGY_FORM_DEFAULTS,
  name: 'Fibre-optic sensing',
  vendorName: 'Acme',
  overview: 'Distributed acoustic sensing.',
  readinessLevel: 'mature',
  category: 'well_monitoring',
};
const errorsFor = (patch: Record<string, unknown>) => messagesOf(AdminTechnologyForm, { ...valid, ...patch });
const input = (patch: Record<string, unknown>) => adminTechnologyFormToInput(AdminTechnologyForm.parse({ ...valid, ...patch }));

describe('AdminTechnologyForm', () => {
  it('accepts the minimum valid form', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('refuses the blank form with a message on every required field', () => {
    expect(Object.keys(messagesOf(AdminTechnologyForm, ADMIN_TECHNOLOGY_FORM_DEFAULTS)).toSorted()).toEqual([
      'category',
      'name',
      'overview',
      'readinessLevel',
      'vendorName',
    ]);
  });

  it.each([
    ['name', 'F', 'Fi', 'Name must be at least 2 characters.'],
    ['vendorName', ' ', 'A', 'Vendor name is required.'],
    ['overview', 'abcd', 'abcde', 'Overview is required.'],
  ])('%s: %j fails, %j passes', (field, bad, good, message) => {
    expect(errorsFor({ [field]: bad })).toEqual({ [field]: [message] });
    expect(errorsFor({ [field]: good })).toEqual({});
  });

  it.each(['research', 'development', 'demonstration', 'deployment', 'mature'])('accepts readiness %s', (level) => {
    expect(errorsFor({ readinessLevel: level })).toEqual({});
  });

  it.each(['', 'Mature', 'unknown'])('refuses readiness %j', (level) => {
    expect(errorsFor({ readinessLevel: level })).toEqual({ readinessLevel: [READINESS_MESSAGE] });
  });

  it.each(['monitoring', 'well_monitoring', 'co2_storage'])('accepts category %j', (category) => {
    expect(errorsFor({ category })).toEqual({});
  });

  it.each(['', 'Well Monitoring', 'well-monitoring', '_well', 'well__x', 'well_'])('refuses category %j', (category) => {
    expect(errorsFor({ category })).toEqual({ category: [CATEGORY_MESSAGE] });
  });

  it.each(['0', '10', '7.5', ' 3 '])('accepts impact %j', (score) => {
    expect(errorsFor({ costImpact: score, productionImpact: score, timeImpact: score })).toEqual({});
  });

  it.each(['', '-1', '10.5', '11', 'high', '1e1'])('refuses impact %j', (score) => {
    expect(errorsFor({ costImpact: score })).toEqual({ costImpact: [IMPACT_MESSAGE] });
  });

  it.each(['', '-1', '1.5', 'many'])('refuses deployment count %j', (count) => {
    expect(errorsFor({ deploymentCount: count })).toEqual({ deploymentCount: [DEPLOYMENT_COUNT_MESSAGE] });
  });

  it.each(['vendorLogo', 'videoUrl'])('checks %s as an optional web link', (field) => {
    expect(errorsFor({ [field]: 'javascript:alert(1)' })).toEqual({ [field]: ['Must be a valid URL.'] });
    expect(errorsFor({ [field]: '' })).toEqual({});
    expect(input({ [field]: '' })[field as 'videoUrl']).toBeNull();
  });

  it('checks the contact e-mail only when given', () => {
    expect(errorsFor({ contactEmail: 'nope' })).toEqual({ contactEmail: ['Please enter a valid email address.'] });
    expect(input({ contactEmail: '' }).contactEmail).toBeNull();
    expect(input({ contactEmail: ' a@b.org ' }).contactEmail).toBe('a@b.org');
  });

  it('reads specifications as a JSON object; blank is none; other JSON or broken text is an error', () => {
    expect(input({ specifications: '' }).specifications).toBeNull();
    expect(input({ specifications: '{"Range": "10 km", "Rate": 5}' }).specifications).toEqual({ Range: '10 km', Rate: 5 });
    for (const bad of ['[1,2]', '"text"', '{"Range": ', '42']) {
      expect(errorsFor({ specifications: bad })).toEqual({ specifications: [SPECIFICATIONS_MESSAGE] });
    }
  });

  it('splits deployed companies and years from comma text, years as numbers where they are', () => {
    const out = input({ deployedCompanies: 'Equinor, , Shell ,BP', deployedYears: '2019, 2021, circa 2015' });
    expect(out.deployedCompanies).toEqual(['Equinor', 'Shell', 'BP']);
    expect(out.deployedYears).toEqual([2019, 2021, 'circa 2015']);
  });

  it('turns numbers typed as text into numbers and optional blanks into null', () => {
    const out = input({ deploymentCount: '12', costImpact: '7.5', shortName: ' ', subcategory: '' });
    expect(out).toMatchObject({ deploymentCount: 12, costImpact: 7.5, shortName: null, subcategory: null });
  });

  it('produces what the API accepts', () => {
    expect(TechnologyInput.safeParse(input({ specifications: '{"a": 1}', deployedYears: '2020' })).success).toBe(true);
  });

  it('round-trips a stored technology through the editor, dropping only a missing deployment year', () => {
    const tech = makeTechnology({
      specifications: { Range: '10 km' },
      deployedCompanies: ['Equinor', 'Shell'],
      deployedYears: [2019, null],
      costImpact: 7.5,
      vendorLogo: 'https://example.org/logo.png',
    });
    const values = technologyToAdminForm(tech);
    expect(values).toMatchObject({ specifications: '{\n  "Range": "10 km"\n}', deployedYears: '2019, ', costImpact: '7.5' });
    const back = adminTechnologyFormToInput(AdminTechnologyForm.parse(values));
    const { id: _id, updatedAt: _u, version: _v, ...rest } = tech;
    expect(back).toEqual({ ...rest, deployedYears: [2019] });
  });

  it('keeps specifications stored as JSON text editable', () => {
    expect(technologyToAdminForm(makeTechnology({ specifications: '{"a":1}' })).specifications).toBe('{"a":1}');
  });
});
