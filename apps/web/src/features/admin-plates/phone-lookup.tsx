import { Button } from '@mantine/core';
import { splitPlates } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '../../api/people-search';
import { PhoneSearchSection } from '../../ui/phone-search-section';
import { phoneOf } from '../../ui/phone-of';
import classes from './plates.module.css';

/**
 * The lookup of docs/product/site-and-staff.md §2, §5: she is found by her phone, then chosen from the users found, each
 * shown with her plates. None found: "User not found.".
 */
export function PhoneLookup({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose: (person: PersonSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <PhoneSearchSection
      texts={{
        heading: t('admin.plates.findHeading'),
        label: t('admin.plates.searchLabel'),
        hint: t('admin.plates.searchHint'),
        notFound: t('admin.plates.notFound'),
        results: t('admin.plates.results'),
      }}
      renderPerson={(person) => {
        const phone = phoneOf(person);
        const plates = splitPlates(person.plateNumber);
        return (
          <li key={person.id} className={classes.result} aria-current={person.id === chosenId}>
            <span className={classes.who}>
              <span className={classes.phone}>{phone}</span>
              <span className={classes.plates}>
                {plates.length > 0 ? plates.join(', ') : t('admin.plates.noPlates')}
              </span>
            </span>
            <Button
              variant={person.id === chosenId ? 'filled' : 'outline'}
              aria-label={t('admin.plates.chooseLabel', { phone })}
              onClick={() => onChoose(person)}
            >
              {t('admin.plates.choose')}
            </Button>
          </li>
        );
      }}
    />
  );
}
