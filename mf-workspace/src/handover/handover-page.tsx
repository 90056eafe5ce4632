import { Button, Card, usePlatform, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { downloadFile } from '../tasks/download-file';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import type { Handover, HandoverMilestone, HandoverPending } from './handover-api';
import { deliverablesZipPath, HANDOVER_PATH, HANDOVER_TITLE } from './handover-api';
import { TeamRating } from './team-rating-form';
import styles from './handover.module.css';

export const HANDOVER_TEXTS = {
  downloadFailed: 'The deliverables could not be downloaded.',
  noFiles: 'No files were delivered; the download holds the links and notes.',
  notReady: 'Not ready yet',
  noMilestones: 'No milestones are planned yet.',
  waitingFor: {
    delivery: 'waits for delivery',
    acceptance: 'waits for your acceptance',
    payment: 'waits for payment',
  },
} as const;

const dash = (day: string | null) => day ?? '—';

/** What a milestone handed over: its files at the version delivered, its link and notes. */
function Deliverables({ milestone }: { milestone: HandoverMilestone }) {
  const { files, link, notes } = milestone.deliverables;
  if (files.length === 0 && !link && !notes) return null;
  return (
    <div className={styles.deliverables}>
      {files.length > 0 ? (
        <ul aria-label={`${milestone.title} files`}>
          {files.map((file) => (
            <li key={file.id}>
              {file.name} (v{file.version})
            </li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <p>
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </p>
      ) : null}
      {notes ? <p className={styles.muted}>{notes}</p> : null}
    </div>
  );
}

function MilestoneTable({ handover }: { handover: Handover }) {
  return (
    <table className={styles.table} aria-label="Milestones delivered">
      <thead>
        <tr>
          <th scope="col">Milestone</th>
          <th scope="col">Due</th>
          <th scope="col">Delivered</th>
          <th scope="col">Accepted</th>
          <th scope="col">Paid</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {handover.milestones.map((milestone) => (
          <tr key={milestone.id} aria-label={milestone.title}>
            <th scope="row">
              {milestone.position}. {milestone.title}
              {milestone.features.length > 0 ? (
                <span className={styles.muted}> ({milestone.features.join(', ')})</span>
              ) : null}
              <Deliverables milestone={milestone} />
            </th>
            <td>{milestone.due_date}</td>
            <td>{dash(milestone.delivered_on)}</td>
            <td>
              {dash(milestone.accepted_on)}
              {milestone.auto_accepted ? <span className={styles.muted}> (automatically)</span> : null}
            </td>
            <td>{dash(milestone.paid_on)}</td>
            <td>{milestone.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentTable({ handover }: { handover: Handover }) {
  return (
    <table className={styles.table} aria-label="Payments">
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Paid on</th>
          <th scope="col">Invoice</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {handover.payments.map((payment) => (
          <tr key={payment.label}>
            <th scope="row">{payment.label}</th>
            <td>{dash(payment.paid_on)}</td>
            <td>{payment.invoice_number === null ? '—' : `INV-${payment.invoice_number}`}</td>
            <td>{payment.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total paid
          </th>
          <td data-testid="total-paid">{handover.total_paid}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Every deliverable at once: the zip, fetched with the bearer token (a plain link cannot send it). */
function DownloadAll({ handover }: { handover: Handover }) {
  const { project, root } = useWorkspace();
  const { auth, toast } = usePlatform();
  const [downloading, setDownloading] = useState(false);
  const slug = root.split('/').at(-1) ?? 'project';
  const download = () => {
    setDownloading(true);
    downloadFile(deliverablesZipPath(project.id), `${slug}-deliverables.zip`, auth.getToken())
      .catch(() => toast(HANDOVER_TEXTS.downloadFailed, FORM_ERROR_TOAST))
      .finally(() => setDownloading(false));
  };
  return (
    <div className={styles.download}>
      <Button onClick={download} loading={downloading}>
        Download all
      </Button>
      <span className={styles.muted}>
        {handover.files_count === 0
          ? HANDOVER_TEXTS.noFiles
          : `${handover.files_count} file${handover.files_count === 1 ? '' : 's'}, a folder a milestone`}
      </span>
    </div>
  );
}

/** Before completion: what the handover waits for, milestone by milestone. */
function NotReady({ pending }: { pending: HandoverPending }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="handover-not-ready">
      <h2 id="handover-not-ready" className={styles.title}>
        {HANDOVER_TEXTS.notReady}
      </h2>
      <p>{pending.message}</p>
      {pending.missing.length > 0 ? (
        <ul aria-label="Milestones still open">
          {pending.missing.map((milestone) => (
            <li key={milestone.id}>
              {milestone.position}. {milestone.title}{' '}
              <span className={styles.muted}>{HANDOVER_TEXTS.waitingFor[milestone.waiting_for]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{HANDOVER_TEXTS.noMilestones}</p>
      )}
    </Card>
  );
}

function ProjectHandover() {
  const { project } = useWorkspace();
  const onProject = { path: { project_id: project.id } };
  const handover = useApiQuery('get', HANDOVER_PATH, { params: onProject });
  if (handover.isPending) return <p>Loading the handover...</p>;
  if (handover.isError) return <p role="alert">{handover.error.message}</p>;
  const { data } = handover;
  if (!data.ready) return <NotReady pending={data} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h2 className={styles.title}>Final report</h2>
        <p data-testid="completed-on">Completed on {dash(data.project.completed_on)}</p>
        <DownloadAll handover={data} />
      </header>
      <Card as="section" className={styles.section} aria-labelledby="handover-scope">
        <h3 id="handover-scope">Scope delivered</h3>
        {data.scope.goal ? <p>Goal: {data.scope.goal}</p> : null}
        {data.scope.features.length > 0 ? (
          <ul aria-label="Features delivered">
            {data.scope.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No features were listed for this project.</p>
        )}
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="handover-milestones">
        <h3 id="handover-milestones">Milestones</h3>
        <MilestoneTable handover={data} />
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="handover-payments">
        <h3 id="handover-payments">Payments</h3>
        <PaymentTable handover={data} />
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="handover-rating">
        <h3 id="handover-rating">Rate the team</h3>
        <TeamRating
          projectId={project.id}
          handover={data}
          onRated={() => void invalidateApi([HANDOVER_PATH], onProject)}
        />
      </Card>
    </div>
  );
}

/** /project/workspace/{id}/{name}/handover (issue #26): a Completed project's final report, zip and rating. */
export default function HandoverPage() {
  return (
    <WorkspacePage pageName="handover" pageTitle={HANDOVER_TITLE}>
      <ProjectHandover />
    </WorkspacePage>
  );
}
