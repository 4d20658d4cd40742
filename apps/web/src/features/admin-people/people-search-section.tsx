import { useTranslation } from 'react-i18next';
import { PhoneSearchSection } from '../../ui/phone-search-section';
import { PersonRow } from './person-row';

/** Search by phone (docs/product/site-and-staff.md §5); each user found links to her page. */
export function PeopleSearchSection() {
  const { t } = useTranslation();
  return (
    <PhoneSearchSection
      texts={{
        heading: t('admin.people.findHeading'),
        label: t('admin.people.searchLabel'),
        hint: t('admin.people.searchHint'),
        notFound: t('admin.people.notFound'),
        results: t('admin.people.results'),
      }}
      renderPerson={(person) => <PersonRow key={person.id} person={person} />}
    />
  );
}
