import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleByRole, type StaffRole } from '../../api/people-by-role';
import { ErrorAlert } from '../../ui/error-alert';
import { PageLoader } from '../../ui/page-loader';
import classes from './people.module.css';
import { PersonRow } from './person-row';
import { roleLabels } from './role-labels';

/** The users holding one role (GET users?role=). */
export function RoleListSection({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const headingId = useId();
  const people = usePeopleByRole(role);

  let body;
  if (people.isError) body = <ErrorAlert error={people.error} />;
  else if (!people.data) body = <PageLoader />;
  else if (people.data.length === 0) body = <p className={classes.muted}>{t('admin.people.nobody')}</p>;
  else
    body = (
      <ul className={classes.list} aria-labelledby={headingId}>
        {people.data.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
      </ul>
    );

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t(roleLabels[role])}
      </h2>
      {body}
    </section>
  );
}
