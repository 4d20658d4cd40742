import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { PhoneLookup } from './phone-lookup';
import { PlateReview } from './plate-review';
import classes from './plates.module.css';
import { useStaffTexts } from '../../i18n/staff-texts';

/**
 * /admin/license-plate (spec 001 §2, §5; spec 000 §5): a plate administrator finds a patron by her
 * phone, looks at her license and registration and records her plates; an administrator may also
 * let her open the garage gates.
 */
export default function PlatesPage() {
  useStaffTexts('plates');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('admin.plates.title')} intro={t('admin.plates.intro')}>
        <div className={classes.stack}>
          <PhoneLookup chosenId={chosenId} onChoose={(person) => setChosenId(person.id)} />
          {chosenId ? (
            <PlateReview key={chosenId} userId={chosenId} isAdmin={roles.includes('Admin')} />
          ) : null}
        </div>
      </Page>
    </>
  );
}
