import { Button, Form, Input, Modal, TextArea, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { MILESTONE_TITLE_MAX } from '@platform/contract';
import { useId, useState } from 'react';
import type { Milestone } from './milestones-api';
import { nairaToKobo, splitProblem } from './split-rules';
import styles from './timeline.module.css';

interface DialogProps {
  projectId: string;
  milestone: Milestone;
  onClose: () => void;
  onDone: () => void;
}

/** The team delivers: project files to review, a link and notes. */
export function DeliverDialog({ projectId, milestone, onClose, onDone }: DialogProps) {
  const api = useTypedApi();
  const files = useApiQuery('get', '/api/projects/{project_id}/files/', {
    params: { path: { project_id: projectId } },
  });
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [link, setLink] = useState('');
  const [notes, setNotes] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const uploaded = files.isSuccess ? files.data.files.filter((file) => file.kind !== 'links') : [];
  async function send() {
    const done = await submit(null, () =>
      api.post('/api/milestones/{milestone_id}/deliver/', {
        path: { milestone_id: milestone.id },
        body: { file_ids: fileIds, link: link || null, notes },
      }),
    );
    if (done) onDone();
  }
  return (
    <Modal open onClose={onClose} title={`Deliver ${milestone.title}`}>
      <Form aria-label={`Deliver ${milestone.title}`} onSubmit={() => void send()} fieldErrors={fieldErrors}>
        <fieldset>
          <legend>Files</legend>
          {uploaded.length === 0 ? <p>No files uploaded yet.</p> : null}
          {uploaded.map((file) => (
            <label key={file.id} className={styles.choice}>
              <input
                type="checkbox"
                name="file_ids"
                checked={fileIds.includes(file.id)}
                onChange={() =>
                  setFileIds((current) =>
                    current.includes(file.id)
                      ? current.filter((id) => id !== file.id)
                      : [...current, file.id],
                  )
                }
              />{' '}
              {file.name} (v{file.version})
            </label>
          ))}
        </fieldset>
        <Input
          label="Link"
          name="link"
          maxLength={2000}
          type="url"
          placeholder="https://"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <TextArea
          label="Notes"
          name="notes"
          maxLength={5000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Button type="submit" disabled={submitting}>
          Deliver
        </Button>
      </Form>
    </Modal>
  );
}

/** An approver asks for changes, saying what should change. */
export function RequestChangesDialog({ milestone, onClose, onDone }: Omit<DialogProps, 'projectId'>) {
  const api = useTypedApi();
  const [comment, setComment] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function send() {
    const done = await submit(null, () =>
      api.post('/api/milestones/{milestone_id}/request-changes/', {
        path: { milestone_id: milestone.id },
        body: { comment },
      }),
    );
    if (done) onDone();
  }
  return (
    <Modal open onClose={onClose} title={`Request changes to ${milestone.title}`}>
      <Form onSubmit={() => void send()} fieldErrors={fieldErrors}>
        <TextArea
          label="What should change"
          name="comment"
          maxLength={5000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" variant="danger" disabled={submitting}>
          Request changes
        </Button>
      </Form>
    </Modal>
  );
}

/**
 * The team splits off part of a milestone: title, date, some features, part of the amount (in naira). The
 * server's rules are checked here first, in its words; a date half typed is asked to be finished.
 */
export function SplitDialog({
  milestone,
  today,
  onClose,
  onDone,
}: Omit<DialogProps, 'projectId'> & { today: string | null }) {
  const api = useTypedApi();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(milestone.due_date);
  const [dueUnfinished, setDueUnfinished] = useState(false);
  const [featureIds, setFeatureIds] = useState<string[]>([]);
  const [naira, setNaira] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  // The features are checkboxes in a fieldset, not one control a Field could mark: their error is shown here.
  const featuresError = fieldErrors.errors.feature_ids;
  const featuresErrorId = useId();
  async function send() {
    const form = { title, dueDate, dueUnfinished, featureIds, naira };
    const done = await submit(splitProblem(form, milestone, today), () =>
      api.post('/api/milestones/{milestone_id}/split/', {
        path: { milestone_id: milestone.id },
        body: {
          title: title.trim(),
          due_date: dueDate,
          feature_ids: featureIds,
          amount_kobo: nairaToKobo(naira) ?? 0,
        },
      }),
    );
    if (done) onDone();
  }
  return (
    <Modal open onClose={onClose} title={`Split ${milestone.title}`}>
      <Form onSubmit={() => void send()} fieldErrors={fieldErrors}>
        <Input
          label="Title"
          name="title"
          maxLength={MILESTONE_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Input
          label="Due date"
          name="due_date"
          type="date"
          min={today ?? undefined}
          max={milestone.due_date}
          value={dueDate}
          onChange={(event) => {
            setDueDate(event.target.value);
            setDueUnfinished(event.target.validity.badInput);
          }}
        />
        <fieldset aria-describedby={featuresError ? featuresErrorId : undefined}>
          <legend>Features it delivers</legend>
          {milestone.features.map((feature) => (
            <label key={feature.id} className={styles.choice}>
              <input
                type="checkbox"
                aria-invalid={featuresError ? true : undefined}
                checked={featureIds.includes(feature.id)}
                onChange={() =>
                  setFeatureIds((current) =>
                    current.includes(feature.id)
                      ? current.filter((id) => id !== feature.id)
                      : [...current, feature.id],
                  )
                }
              />{' '}
              {feature.name}
            </label>
          ))}
          {featuresError ? (
            <span id={featuresErrorId} className={styles.fieldError}>
              {featuresError}
            </span>
          ) : null}
        </fieldset>
        <Input
          label={`Amount (₦, out of ${milestone.amount})`}
          name="amount_kobo"
          inputMode="decimal"
          value={naira}
          onChange={(event) => setNaira(event.target.value)}
        />
        <Button type="submit" disabled={submitting}>
          Split
        </Button>
      </Form>
    </Modal>
  );
}
