import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './audit.module.css';

/**
 * Previous and next page of the log, and where the reader is; nothing while it fits on one page. The
 * page moves the reader's focus to the entries' heading, so a button disabled at the last page never
 * leaves her focus nowhere.
 */
export function AuditPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={classes.pager} aria-label={t('admin.people.audit.pages')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.people.audit.previous')}
      </Button>
      <span>{t('admin.people.audit.pageOf', { page, pages })}</span>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.people.audit.next')}
      </Button>
    </nav>
  );
}
