import { Button, Form, Input, Select, TextArea, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { linkBody, LinkedToFields, NO_LINK, PeoplePicker } from '../files/link-fields';
import { useLinkOptions } from '../files/use-link-options';
import { DELIVERABLE_TYPES, REVIEW_TYPES, TEAM_ACCESS } from './reviews-api';

/** Submit a deliverable for review: name, type, files, link, linked to, notes, review type, team access. */
export function SubmitReviewForm({
  projectId,
  onSubmitted,
}: {
  projectId: string;
  onSubmitted: (reviewId: string) => void;
}) {
  const api = useTypedApi();
  const files = useApiQuery('get', '/api/projects/{project_id}/files/', {
    params: { path: { project_id: projectId } },
  });
  const [name, setName] = useState('');
  const [deliverableType, setDeliverableType] = useState<string>(DELIVERABLE_TYPES[0]);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [notes, setNotes] = useState('');
  const [reviewType, setReviewType] = useState<string>(REVIEW_TYPES[0]);
  const [linkedTo, setLinkedTo] = useState(NO_LINK);
  const [teamAccess, setTeamAccess] = useState<string>(TEAM_ACCESS[0]);
  const [members, setMembers] = useState<string[]>([]);
  const options = useLinkOptions(projectId);

  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function send() {
    const answer = await submit(null, () =>
      api.post('/api/projects/{project_id}/reviews/', {
        path: { project_id: projectId },
        body: {
          submission_name: name,
          deliverable_type: deliverableType,
          file_ids: fileIds,
          link: address || null,
          ...linkBody(linkedTo),
          notes,
          review_type: reviewType,
          team_access: teamAccess,
          ...(teamAccess === 'Selected Members' ? { members } : {}),
        },
      }),
    );
    if (answer) onSubmitted(answer.review.id);
  }

  const uploaded = files.isSuccess ? files.data.files.filter((file) => file.kind !== 'links') : [];
  return (
    <Form aria-label="Submit for review" onSubmit={() => void send()} fieldErrors={fieldErrors}>
      <h2>Submit for Review</h2>
      <Input
        label="Submission name"
        name="submission_name"
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label="Deliverable type"
        name="deliverable_type"
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
        name="link"
        maxLength={2000}
        type="url"
        placeholder="https://"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <LinkedToFields value={linkedTo} options={options} onChange={setLinkedTo} />
      <TextArea
        label="Notes"
        name="notes"
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <Select
        label="Review type"
        name="review_type"
        options={REVIEW_TYPES}
        value={reviewType}
        onChange={(event) => setReviewType(event.target.value)}
      />
      <Select
        label="Team access"
        name="team_access"
        options={TEAM_ACCESS}
        value={teamAccess}
        onChange={(event) => setTeamAccess(event.target.value)}
      />
      {teamAccess === 'Selected Members' ? (
        <PeoplePicker
          legend="Members who may see and review it"
          people={options.people}
          picked={members}
          onChange={setMembers}
        />
      ) : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit for Review'}
      </Button>
    </Form>
  );
}
