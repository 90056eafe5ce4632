import { Button, Spinner, usePlatform, useSubmit, useTypedApi } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useEffect, useRef, useState } from 'react';
import { readStatus } from '../common/read-status';
import { downloadDataExport, type ExportLink } from './download-data-export';
import type { DataExportStatus } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS, whenText } from './settings-texts';

function exportState(status: DataExportStatus['export']): string | null {
  if (!status) return null;
  if (status.status === 'PREPARING') return SETTINGS_TEXTS.exportPreparing;
  if (status.status === 'READY')
    return SETTINGS_TEXTS.exportReady(whenText(status.expires_at ?? status.requested_at));
  if (status.status === 'FAILED') return SETTINGS_TEXTS.exportFailed;
  return SETTINGS_TEXTS.exportExpired;
}

/**
 * "Download my data": asks for the zip (`POST /api/account/data-export/`), says how far it is, and when the
 * page was opened from the e-mailed link (`?export=&token=`) downloads it at once, with a button to do it again.
 */
export function DataExportSection({ link }: { link: ExportLink | null }) {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const status = useApiQuery('get', '/api/account/data-export/');
  const ask = useSubmit({ successToast: true });
  const [downloading, setDownloading] = useState(false);
  const started = useRef(false);

  const download = (exportLink: ExportLink) => {
    setDownloading(true);
    downloadDataExport(exportLink, auth.getToken())
      .then(() => toast(SETTINGS_TEXTS.exportLanding, { type: 'success' }))
      .catch((error: Error) => toast(error.message || SETTINGS_TEXTS.exportDownloadFailed, { type: 'error' }))
      .finally(() => setDownloading(false));
  };

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!link || started.current) return;
    started.current = true;
    download(link);
  });

  const request = () =>
    void ask.submit(null, async () => {
      const answer = await api.post('/api/account/data-export/');
      void invalidateApi(['/api/account/data-export/']);
      return answer;
    });

  const read = readStatus(status);
  const shown = read === 'ready' ? status.data : undefined;
  const state = shown ? exportState(shown.export) : null;
  const preparing = shown?.export?.status === 'PREPARING';

  return (
    <SettingsSection title="Download my data" intro={SETTINGS_TEXTS.exportIntro}>
      {read === 'loading' ? <Spinner label="Loading..." /> : null}
      {state ? (
        <p className={styles.status} role="status">
          {state}
        </p>
      ) : null}
      <div className={styles.actions}>
        {link ? (
          <Button loading={downloading} onClick={() => download(link)}>
            Download the zip again
          </Button>
        ) : null}
        <Button
          variant={link ? 'secondary' : 'primary'}
          loading={ask.submitting}
          disabled={preparing}
          onClick={request}
        >
          Download my data
        </Button>
      </div>
    </SettingsSection>
  );
}
