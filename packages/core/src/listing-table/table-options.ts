import { filterOptionsOf, type FilterOptions } from '../filters/filter-options';
import type { ListingTable } from './listing-table';

/**
 * The filter panel's options from a table's dictionaries (each facet's distinct values, in order of first appearance):
 * deriveFilterOptions' answer without reading a listing, so home keeps none to derive them from.
 */
export const tableFilterOptions = (table: ListingTable): FilterOptions =>
  filterOptionsOf({
    developmentStatuses: table.status.values,
    applicationAreas: table.areas.values,
    programmingLanguages: table.languages.values,
    licenseTypes: table.licence.values,
    organizations: table.organizations.values,
    keyFeatures: table.features.values,
  });
