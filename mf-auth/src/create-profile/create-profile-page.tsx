import {
  Button,
  Form,
  FORM_SUCCESS_TOAST,
  Input,
  Spinner,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import { BusinessFields, type BusinessDetails } from '../common/business-fields';
import { readStatus } from '../common/read-status';
import styles from '../common/forms.module.css';
import pageStyles from './create-profile-page.module.css';
import { usePicturePreview } from './use-picture-preview';
import { useProfileOwner } from './use-profile-owner';
import { validateProfile } from './validate-profile';

/**
 * Someone who joined by invitation is sent here by the new-project chat (`?next=new-project`) when they start
 * a project of their own; once saved, the chat opens as if from its button (mf-workspace's `FROM_BUTTON`
 * navigation state), so they carry on where they were.
 */
const NEW_PROJECT_CHAT = { path: '/project/create-project', state: { fromButton: true } } as const;

/** /create-profile: the business profile, sent as multipart with its picture. */
export default function CreateProfilePage() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const startingProject = useSearchParams()[0].get('next') === 'new-project';
  const owner = useProfileOwner();
  const ownerStatus = readStatus(owner);
  const [details, setDetails] = useState<BusinessDetails>({
    businessName: '',
    industry: '',
    address: '',
    teamSize: '',
  });
  const [picture, setPicture] = useState<File | null>(null);
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });
  const preview = usePicturePreview(picture);

  function onSubmit() {
    const checked = validateProfile({ ...details, picture });
    if ('problem' in checked) {
      void submit(checked.problem, () => Promise.resolve());
      return;
    }
    void submit(null, async () => {
      const answer = await api.post('/api/create-profile/', { body: checked.form });
      toast(answer.message, FORM_SUCCESS_TOAST);
      if (startingProject) navigate(NEW_PROJECT_CHAT.path, { state: NEW_PROJECT_CHAT.state });
      else navigate('/dashboard');
    });
  }

  return (
    <AuthFrame
      title="Set up your business profile"
      subtitle={
        startingProject
          ? 'Before your first project of your own, tell us about your business.'
          : 'Tell us about your business.'
      }
      wide
    >
      {ownerStatus === 'loading' ? <Spinner label="Loading your account..." /> : null}
      {owner.error && ownerStatus === 'error' ? (
        <div>
          <p role="alert" className={styles.inlineError}>
            {owner.error.message}
          </p>
          <Button variant="secondary" onClick={() => void owner.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {owner.data && ownerStatus === 'ready' ? (
        <div className={pageStyles.owner}>
          {preview ? (
            <img className={pageStyles.avatar} src={preview} alt="Your profile picture" />
          ) : (
            <span className={pageStyles.avatar} aria-label="Your initials">
              {owner.data.user_initials}
            </span>
          )}
          <div className={pageStyles.ownerText}>
            <span className={pageStyles.ownerEmail}>{owner.data.user_email}</span>
            <span className={pageStyles.accountType}>Business account</span>
          </div>
        </div>
      ) : null}
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <Input label="Email" name="email" value={owner.data?.user_email ?? ''} readOnly />
        <BusinessFields
          details={details}
          onDetails={setDetails}
          onPicture={setPicture}
          pictureHint="JPEG, PNG, GIF or WebP, up to 5 MB."
        />
        <Button type="submit" size="lg" block loading={submitting}>
          Create Profile
        </Button>
      </Form>
    </AuthFrame>
  );
}
