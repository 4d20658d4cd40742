import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organisationFacilityPath } from '../../shared/route-paths';
import { PeopleTable } from './people-table';
import type { OrganisationFacility } from './api/organisation';

/** The deployment's facilities: each name opens its own page (its settings and its log). */
export function FacilitiesTable({ facilities }: { facilities: readonly OrganisationFacility[] }) {
  const { t } = useTranslation();
  const column = {
    name: t('admin.people.organisation.name'),
    slug: t('admin.people.organisation.slug'),
    host: t('admin.people.organisation.host'),
    zone: t('admin.people.organisation.timeZone'),
  };
  return (
    <PeopleTable
      stack
      caption={t('admin.people.organisation.facilitiesCaption')}
      columns={[
        { label: column.name },
        { label: column.slug },
        { label: column.host },
        { label: column.zone },
      ]}
    >
      {facilities.map((f) => (
        <tr key={f.slug}>
          <th scope="row" data-label={column.name}>
            <Link to={organisationFacilityPath(f.slug)}>{f.name}</Link>
          </th>
          <td data-label={column.slug} dir="ltr">
            {f.slug}
          </td>
          <td data-label={column.host}>
            {f.host === null ? (
              t('admin.people.organisation.everyOtherHost')
            ) : (
              <a href={`https://${f.host}`} dir="ltr">
                {f.host}
              </a>
            )}
          </td>
          <td data-label={column.zone} dir="ltr">
            {f.timeZone}
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}
