import { plateStanding, splitPlates } from '@tevila/domain';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlateSubmissions } from '../../api/plate-submissions';
import { useUser } from '../../api/user';
import { focusElement } from '../../ui/dialog-focus';
import { GarageRole } from './garage-role';
import { PlateDocuments } from './plate-documents';
import { phoneOf } from '../../ui/phone-of';
import { PlatesForm } from './plates-form';
import classes from './plates.module.css';
import { QueryView } from '../../ui/query-view';

/** The chosen user: her plates, her documents, the plates form and (for an administrator) the gates. */
export function PlateReview({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useUser(userId);
  const submissions = usePlateSubmissions(userId);
  // Chosen from the queue or the search above: her section takes focus (and comes into view) once shown.
  const focusOnShow = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading) focusElement(heading);
  }, []);

  return (
    <QueryView queries={[user]}>
      {(person) => {
        const phone = phoneOf({
          phoneNumber: typeof person.phoneNumber === 'string' ? person.phoneNumber : null,
          userName: typeof person.userName === 'string' ? person.userName : null,
        });
        const plateNumber = typeof person.plateNumber === 'string' ? person.plateNumber : null;
        const plates = splitPlates(plateNumber);
        const roles = Array.isArray(person.roles) ? person.roles : [];
        const standing = plateStanding(
          { plateNumber, plateApproved: person.plateApproved === true },
          submissions.data ?? [],
        );

        return (
          <section className={classes.section} aria-labelledby={headingId}>
            <h2 id={headingId} ref={focusOnShow} className={classes.heading}>
              <span className={classes.phone}>{phone}</span>
            </h2>
            <p className={classes.muted}>
              {plates.length > 0
                ? t(standing.platesApproved ? 'admin.plates.platesApproved' : 'admin.plates.platesAwaiting', {
                    plates: plates.join(', '),
                  })
                : t('admin.plates.noPlates')}
            </p>
            <PlateDocuments userId={userId} phone={phone} />
            <PlatesForm
              // Kept through a save (its notice must survive the new plates); another user gets a new form.
              key={userId}
              userId={userId}
              phone={phone}
              plateNumber={plateNumber}
            />
            {isAdmin ? <GarageRole userId={userId} phone={phone} roles={roles} /> : null}
          </section>
        );
      }}
    </QueryView>
  );
}
