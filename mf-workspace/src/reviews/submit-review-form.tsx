import { Button, Input, Select, TextArea, useApiGet, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FileRow } from '../files/files-api';
import { filesPath } from '../files/files-api';
import { DELIVERABLE_TYPES, REVIEW_TYPES } from './reviews-api';

/** Submit a deliverable for review: name, type, files, link, notes, review type, team access. */
export function SubmitReviewForm({
  projectId,
  onSubmitted,
}: {
  projectId: string;
  onSubmitted: (reviewId: string) => void;
}) {
  const { api, toast } = usePlatform();
  const files = useApiGet<{ files: FileRow[] }>(filesPath(projectId));
  const [name, setName] = useState('');
  const [deliverableType, setDeliverableType] = useState<string>(DELIVERABLE_TYPES[0]);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [link, setLink] = useState('');
  const [notes, setNotes] = useState('');
  const [reviewType, setReviewType] = useState<string>(REVIEW_TYPES[0]);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const answer = await api.post<{ message: string; review: { id: string } }>(
        `/api/projects/${encodeURIComponent(projectId)}/reviews/`,
        {
          submission_name: name,
          deliverable_type: deliverableType,
          file_ids: fileIds,
          link: link || null,
          notes,
          review_type: reviewType,
          team_access: 'Entire Team',
        },
      );
      toast(answer.message, { type: 'success', position: 'bottom-right' });
      onSubmitted(answer.review.id);
    } catch (error) {
      toast((error as Error).message, { type: 'error', position: 'bottom-right' });
    } finally {
      setSending(false);
    }
  };

  const uploaded = files.status === 'success' ? files.data.files.filter((file) => file.kind !== 'links') : [];
  return (
    <form onSubmit={submit} aria-label="Submit for review">
      <h2>Submit for Review</h2>
      <Input label="Submission name" value={name} onChange={(event) => setName(event.target.value)} />
      <Select
        label="Deliverable type"
        options={DELIVERABLE_TYPES}
        value={deliverableType}
        onChange={(event) => setDeliverableType(event.target.value)}
      />
      <fieldset>
        <legend>Files</legend>
        {uploaded.length === 0 ? <p>No files uploaded yet.</p> : null}
        {uploaded.map((file) => (
          <label key={file.id} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={fileIds.includes(file.id)}
              onChange={() =>
                setFileIds((current) =>
                  current.includes(file.id) ? current.filter((id) => id !== file.id) : [...current, file.id],
                )
              }
            />{' '}
            {file.name} (v{file.version})
          </label>
        ))}
      </fieldset>
      <Input
        label="Link"
        type="url"
        placeholder="https://"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <TextArea label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <Select
        label="Review type"
        options={REVIEW_TYPES}
        value={reviewType}
        onChange={(event) => setReviewType(event.target.value)}
      />
      <p>Team access: Entire Team</p>
      <Button type="submit" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit for Review'}
      </Button>
    </form>
  );
}
