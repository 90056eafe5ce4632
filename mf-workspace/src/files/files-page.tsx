import { Badge, Button, Input, TabList, TabPanel, useLiveEvents } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { AddLinkModal } from './add-link-modal';
import { FileDetailView } from './file-detail';
import { FilesTrash } from './files-trash';
import { DEFAULT_FILE_SETTINGS, FileSettingsFields, settingsFields } from './file-settings-fields';
import type { FileSettings } from './file-settings-fields';
import { useCanEditFiles } from './use-files-rights';
import { useLinkOptions } from './use-link-options';
import { FILE_TABS, FILE_TEXTS, filesPath, shortDate, statusTone } from './files-api';
import type { FileRow, FileTab } from './files-api';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';
import styles from './files.module.css';

function FilesTable({ files, onOpen }: { files: FileRow[]; onOpen: (id: string) => void }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>File Name</th>
            <th>Linked To</th>
            <th>Version</th>
            <th>Owner</th>
            <th>Access</th>
            <th>Last Updated</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <td>
                <button type="button" className={styles.link} onClick={() => onOpen(file.id)}>
                  {file.name}
                </button>
              </td>
              <td>{file.linked_to.name}</td>
              <td>v{file.version}</td>
              <td>{file.owner?.name ?? 'Former member'}</td>
              <td>{file.access}</td>
              <td>{shortDate(file.last_updated)}</td>
              <td>
                <Badge tone={statusTone[file.status]}>{file.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FILES_PATH = '/api/projects/{project_id}/files/';

function ProjectFiles() {
  const { project } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<FileTab>('files');
  const [search, setSearch] = useState('');
  const [linkOpen, setLinkOpen] = useState(false);
  const [trash, setTrash] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [settings, setSettings] = useState<FileSettings>(DEFAULT_FILE_SETTINGS);
  const options = useLinkOptions(project.id);
  const canEdit = useCanEditFiles();
  const picker = useRef<HTMLInputElement>(null);
  const panel = useId();
  const query = useApiQuery('get', FILES_PATH, {
    params: { path: { project_id: project.id }, query: { tab, search: search || undefined } },
  });
  const refresh = useCallback(
    () => void invalidateApi([FILES_PATH], { path: { project_id: project.id } }),
    [project.id],
  );
  // Versions, approvals and access changed by teammates (or by a review) show at once.
  useLiveEvents(project.id, ['file', 'review'], refresh);
  const { uploads, send } = useUploads(filesPath(project.id), refresh);
  const fileId = params.get('file');

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('file', id);
    else next.delete('file');
    setParams(next);
  };

  if (fileId) {
    // Back from a file read the list again: it may have been deleted, renamed or given a version there.
    const back = () => {
      refresh();
      open(null);
    };
    return <FileDetailView fileId={fileId} onBack={back} />;
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!canEdit) return;
    void send([...event.dataTransfer.files], settingsFields(settings));
  };

  return (
    <div
      className={`${styles.page} ${dragging ? styles.dragging : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(canEdit);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Files and Resources</h2>
        <Input
          label="Search files"
          type="search"
          value={search}
          placeholder="Search files"
          onChange={(event) => setSearch(event.target.value)}
        />
        {canEdit ? (
          <>
            <Button onClick={() => picker.current?.click()}>Upload Files</Button>
            <Button variant="secondary" onClick={() => setLinkOpen(true)}>
              Add Link
            </Button>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              aria-label="Choose files"
              onChange={(event) => {
                void send([...(event.target.files ?? [])], settingsFields(settings));
                event.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      {canEdit ? (
        <>
          <p className={styles.muted}>Drag and drop files anywhere on this page. {FILE_TEXTS.limit}</p>
          <section className={styles.settings} aria-label="New uploads">
            <FileSettingsFields value={settings} options={options} onChange={setSettings} />
          </section>
        </>
      ) : null}
      <UploadProgressList uploads={uploads} />
      <div className={styles.toolbar}>
        <TabList
          label="Files"
          tabs={FILE_TABS}
          active={trash ? null : tab}
          onChange={(next) => {
            setTab(next);
            setTrash(false);
          }}
          panelId={panel}
        />
        <Button variant="ghost" size="sm" aria-pressed={trash} onClick={() => setTrash(!trash)}>
          Trash
        </Button>
      </div>
      {trash ? <FilesTrash projectId={project.id} canEdit={canEdit} onRestored={refresh} /> : null}
      {trash ? null : (
        <TabPanel id={panel} active={tab} className={styles.panel}>
          {query.isPending ? <p>Loading files...</p> : null}
          {query.isError ? <p role="alert">{query.error.message}</p> : null}
          {query.isSuccess && query.data.files.length === 0 ? (
            <p>{search ? FILE_TEXTS.noMatch : FILE_TEXTS.empty}</p>
          ) : null}
          {query.isSuccess && query.data.files.length > 0 ? (
            <FilesTable files={query.data.files} onOpen={open} />
          ) : null}
        </TabPanel>
      )}
      <AddLinkModal
        settings={settings}
        options={options}
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        projectId={project.id}
        onAdded={refresh}
      />
    </div>
  );
}

/** /project/workspace/{id}/{name}/files-and-resources (the spec's files screen); `?file=<id>` opens a file. */
export default function FilesPage() {
  return (
    <WorkspacePage pageName="files-and-resources" pageTitle="Files and Resources">
      <ProjectFiles />
    </WorkspacePage>
  );
}
