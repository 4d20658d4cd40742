import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDownloadMyData } from './api/my-data';
import { routePaths } from '../../shared/route-paths';
import { clearCredentials, clearSession } from '../../shared/session';
import { useSession, useSessionStore } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import blocks from '../../ui/account-blocks.module.css';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { saveFile } from '../../ui/save-file';
import { MyDataDeleteModal } from './my-data-delete-modal';
import type { AccountDeletedState } from './my-data-deleted-notice';
import classes from './my-data-page.module.css';

/** /my-data: what is kept about her, a copy of it as a file, and deleting her account. */
export default function MyDataPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const download = useDownloadMyData(userId);
  const [downloaded, setDownloaded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ids = { kept: useId(), download: useId(), devices: useId(), remove: useId() };

  // Set once her account is deleted: the session is forgotten when this page has left the screen.
  const deletedAccount = useRef<string | null>(null);
  useEffect(() => {
    const deleted = deletedAccount;
    return () => {
      const id = deleted.current;
      if (id === null) return;
      // The server has already ended the session: there is nothing to sign out of, only to forget.
      clearSession();
      clearCredentials();
      store.refresh();
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(id) });
    };
  }, [store, queryClient]);

  const onDeleted = () => {
    deletedAccount.current = userId;
    const state: AccountDeletedState = { accountDeleted: true };
    // Forgetting the session while this page shows would send her to the login page instead.
    void navigate(routePaths.home, { replace: true, state });
  };

  return (
    <Page title={t('myDataPage.title')} intro={t('myDataPage.intro')}>
      <div className={classes.stack}>
        <section className={blocks.section} aria-labelledby={ids.kept}>
          <h2 id={ids.kept} className={blocks.heading}>
            {t('myDataPage.keptHeading')}
          </h2>
          <p className={classes.text}>{t('myDataPage.kept')}</p>
        </section>
        <section className={blocks.section} aria-labelledby={ids.download}>
          <h2 id={ids.download} className={blocks.heading}>
            {t('myDataPage.downloadHeading')}
          </h2>
          <p className={classes.text}>{t('myDataPage.downloadText')}</p>
          <ErrorAlert error={download.error} />
          <p role="status" className={blocks.notice}>
            {downloaded ? t('myDataPage.downloaded') : null}
          </p>
          <div className={blocks.actions}>
            <Button
              loading={download.isPending}
              onClick={() => {
                setDownloaded(false);
                download.mutate(undefined, {
                  onSuccess: (file) => {
                    saveFile(new Blob([file.json], { type: 'application/json' }), file.fileName);
                    setDownloaded(true);
                  },
                });
              }}
            >
              {t('myDataPage.download')}
            </Button>
          </div>
        </section>
        <section className={blocks.section} aria-labelledby={ids.devices}>
          <h2 id={ids.devices} className={blocks.heading}>
            {t('myDataPage.devicesHeading')}
          </h2>
          <p className={classes.text}>
            {t('myDataPage.devicesText')} <Link to={routePaths.devices}>{t('myDataPage.devicesLink')}</Link>
          </p>
        </section>
        <section className={blocks.section} aria-labelledby={ids.remove}>
          <h2 id={ids.remove} className={blocks.heading}>
            {t('myDataPage.deleteHeading')}
          </h2>
          <p className={classes.text}>{t('myDataPage.deleteText')}</p>
          <div className={blocks.actions}>
            <Button color="red.9" onClick={() => setDeleting(true)}>
              {t('myDataPage.delete')}
            </Button>
          </div>
        </section>
      </div>
      <MyDataDeleteModal
        userId={userId}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </Page>
  );
}
