import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleByRole, type StaffRole } from '../../api/people-by-role';
import classes from './people.module.css';
import { PersonRow } from './person-row';
import { roleLabels } from './role-labels';
import { QueryView } from '../../ui/query-view';

/** The users holding one role (GET users?role=). */
export function RoleListSection({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const headingId = useId();
  const people = usePeopleByRole(role);

  const body = (
    <QueryView queries={[people]}>
      {(list) =>
        list.length === 0 ? (
          <p className={classes.muted}>{t('admin.people.nobody')}</p>
        ) : (
          <ul className={classes.list} aria-labelledby={headingId}>
            {list.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </ul>
        )
      }
    </QueryView>
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
