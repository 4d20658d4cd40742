import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { PendingQueue } from './pending-queue';
import { PhoneLookup } from './phone-lookup';
import { PlateReview } from './plate-review';
import classes from './plates.module.css';
import { useStaffTexts } from '../../i18n/staff-texts';

/**
 * /admin/license-plate (docs/product/site-and-staff.md §2, §5; docs/product/booking.md §5): a plate administrator takes a patron from the
 * documents awaiting review or finds her by her phone, looks at her license and registration and
 * records her plates (or refuses the documents); an administrator may also let her open the gates.
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
          <PendingQueue chosenId={chosenId} onChoose={setChosenId} />
          <PhoneLookup chosenId={chosenId} onChoose={(person) => setChosenId(person.id)} />
          {chosenId ? (
            <PlateReview key={chosenId} userId={chosenId} isAdmin={roles.includes('Admin')} />
          ) : null}
        </div>
      </Page>
    </>
  );
}
