import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useStaffTexts } from '../../i18n/staff-texts';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { Page } from '../../ui/page';
import { TableFrame } from '../../ui/table-frame';
import classes from './admin-config.module.css';
import { useBuildingDevices, type BuildingDeviceTest, type BuildingDeviceView } from './api/building-devices';
import { useBuildingDeviceLabels } from './building-device-labels';
import { ConfigTable } from './config-table';
import { DeviceStateBadge } from './device-state-badge';
import { DeviceTestButton } from './device-test-button';
import { QueryView } from '../../ui/query-view';

const NONE = '—';

/** The last test's outcome, worded when shown so that it follows a change of language. */
type Outcome = { device: BuildingDeviceView['id']; ok: boolean; error: string | null };

/**
 * /admin/devices: the building's devices Tevila calls (door locks, receipt printers, garage relay),
 * where each is found, how its last call went, and a test for each. Their addresses are settings.
 */
export default function BuildingDevicesPage() {
  useStaffTexts('config');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const devices = useBuildingDevices();
  const labels = useBuildingDeviceLabels();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const title = t('adminNav.devices');

  // Cleared as a test starts, so that the same outcome twice is announced twice.
  const start = () => {
    setOutcome(null);
    setRefusal(null);
  };
  const tested = ({ ok, device }: BuildingDeviceTest) =>
    setOutcome({ device: device.id, ok, error: device.lastError });

  const body = (
    <QueryView queries={[devices]} retry>
      {(list) => (
        <TableFrame label={title}>
          <ConfigTable
            rows={list}
            rowKey={(device) => device.id}
            rowAttributes={(device) => ({ 'data-device': device.id })}
            stack
            columns={[
              {
                header: t('admin.config.buildingDevices.device'),
                className: classes.wraps,
                // Its name, and under it where it is found: one column, so the table fits beside the menu.
                cell: (device) => (
                  <>
                    {labels.name(device.id)}
                    {device.address === '' ? null : (
                      <bdi dir="ltr" className={classes.deviceAddress}>
                        {device.address}
                      </bdi>
                    )}
                  </>
                ),
              },
              {
                header: t('admin.config.status'),
                cell: (device) => (
                  <>
                    <DeviceStateBadge state={device.state}>{labels.state(device)}</DeviceStateBadge>
                    {labels.since(device) === null ? null : (
                      <span className={classes.since}>{labels.since(device)}</span>
                    )}
                  </>
                ),
              },
              {
                header: t('admin.config.buildingDevices.lastSuccess'),
                cell: (device) => (device.lastSuccessAt === null ? NONE : labels.when(device.lastSuccessAt)),
              },
              {
                header: t('admin.config.buildingDevices.lastError'),
                className: classes.wraps,
                cell: (device) =>
                  device.lastErrorAt === null ? (
                    NONE
                  ) : (
                    <>
                      {labels.when(device.lastErrorAt)}
                      {device.lastError ? (
                        <bdi dir="ltr" className={classes.deviceAnswer}>
                          {device.lastError}
                        </bdi>
                      ) : null}
                    </>
                  ),
              },
              {
                header: t('admin.config.buildingDevices.test'),
                className: classes.nowrap,
                cell: (device) => (
                  <DeviceTestButton
                    device={device}
                    name={labels.name(device.id)}
                    onStart={start}
                    onTested={tested}
                    onRefused={setRefusal}
                  />
                ),
              },
            ]}
          />
        </TableFrame>
      )}
    </QueryView>
  );

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={title} intro={t('admin.config.buildingDevices.intro')}>
        <p role="status" className={classes.outcome}>
          {outcome ? <OutcomeText outcome={outcome} name={labels.name(outcome.device)} /> : null}
        </p>
        <ErrorAlert error={refusal} />
        {body}
      </Page>
    </>
  );
}

/** "… took the test.", or "… did not take the test:" and the device's own words, left to right. */
function OutcomeText({ outcome, name }: { outcome: Outcome; name: string }) {
  const { t } = useTranslation();
  if (outcome.ok) return t('admin.config.buildingDevices.passed', { device: name });
  if (!outcome.error) return t('admin.config.buildingDevices.failedNoDetail', { device: name });
  return (
    <Trans
      i18nKey="admin.config.buildingDevices.failed"
      values={{ device: name, error: outcome.error }}
      components={{ detail: <bdi dir="ltr" /> }}
    />
  );
}
