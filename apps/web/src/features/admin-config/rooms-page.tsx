import { useTranslation } from 'react-i18next';
import { useAdminCubicles, useSaveCubicle } from './api/admin-cubicles';
import { useAdminSections, useSaveSection } from './api/admin-sections';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { AttendantsPanel } from './attendants-panel';
import { DevicesPanel } from './devices-panel';
import { NamedListPanel } from './named-list-panel';
import { RoomsPanel } from './rooms-panel';
import { useStaffTexts } from '../../i18n/staff-texts';

/** /admin/rooms: the building (rooms, sections, cubicles) and the attendants who work in it. */
export default function RoomsPage() {
  useStaffTexts('config');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  // Without a night the server answers as of tonight; the building's own fields are the same any night.
  const sections = useAdminSections();
  const saveSection = useSaveSection();
  const cubicles = useAdminCubicles();
  const saveCubicle = useSaveCubicle();

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('adminNav.rooms')} intro={t('admin.config.rooms.intro')}>
        <RoomsPanel sections={sections.data ?? []} />
        <NamedListPanel area="sections" list={sections} save={saveSection} />
        <NamedListPanel area="cubicles" list={cubicles} save={saveCubicle} />
        <AttendantsPanel />
        <DevicesPanel />
      </Page>
    </>
  );
}
