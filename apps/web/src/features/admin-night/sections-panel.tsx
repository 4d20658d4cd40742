import '@mantine/core/styles/Input.layer.css';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveAttendants } from './api/staff-attendants';
import { useSetSectionAttendant } from './api/staff-section-attendant';
import { useStaffSections } from './api/staff-sections';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './night.module.css';
import { attendantName } from './use-display';

const NONE = '';

/**
 * Who works each section on the night: check-in only puts her in a section whose attendant she has
 * not excluded, so the desk sets them before the doors open. `legend` names the night shown.
 */
export function SectionsPanel({ date, legend }: { date: string; legend: string }) {
  const { t } = useTranslation();
  const sections = useStaffSections(date);
  const attendants = useActiveAttendants();
  const save = useSetSectionAttendant();
  const active = (sections.data ?? []).filter((s) => s.active);

  // An attendant no longer active who still holds a section stays in that section's choices.
  const optionsFor = (current: { id: number; firstName: string; lastName: string } | null) => {
    const list = [...(attendants.data ?? [])];
    if (current && !list.some((a) => a.id === current.id)) list.unshift(current);
    return [
      { value: NONE, label: t('admin.night.noAttendant') },
      ...list.map((a) => ({ value: String(a.id), label: attendantName(a) })),
    ];
  };

  return (
    <fieldset className={classes.sections}>
      <legend className={classes.sectionsLegend}>{legend}</legend>
      {active.map((section) => (
        <NativeSelect
          key={section.id}
          label={t('admin.night.sections.label', { name: section.name })}
          data={optionsFor(section.attendant)}
          value={section.attendant ? String(section.attendant.id) : NONE}
          disabled={save.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            save.mutate({ sectionId: section.id, date, attendantId: value === NONE ? null : Number(value) });
          }}
        />
      ))}
      {sections.isError ? <ErrorAlert error={sections.error} /> : null}
      {attendants.isError ? <ErrorAlert error={attendants.error} /> : null}
      <ErrorAlert error={save.error} />
    </fieldset>
  );
}
