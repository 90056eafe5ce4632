import { Button, Form, Input, setUserDetails, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { BusinessFields, type BusinessDetails } from '../common/business-fields';
import { profileEditProblem } from './profile-rules';
import type { Account } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';

export interface ProfileSectionProps {
  account: Account;
  onSaved(): void;
}

/** Names, business details and picture (`PATCH /api/account/profile/`), checked here as the server checks them. */
export function ProfileSection({ account, onSaved }: ProfileSectionProps) {
  const api = useTypedApi();
  const business = account.business;
  const [firstName, setFirstName] = useState(account.first_name);
  const [lastName, setLastName] = useState(account.last_name);
  const [details, setDetails] = useState<BusinessDetails>({
    businessName: business?.business_name ?? '',
    industry: business?.industry ?? '',
    address: business?.address ?? '',
    teamSize: String(business?.number_of_team_members ?? ''),
  });
  const [picture, setPicture] = useState<File | null>(null);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });

  function onSubmit() {
    const form = new FormData();
    form.append('first_name', firstName.trim());
    form.append('last_name', lastName.trim());
    const fields = {
      business_name: details.businessName,
      industry: details.industry,
      address: details.address,
      number_of_team_members: details.teamSize,
    };
    // An account without a business profile may leave all four empty (a talent's).
    if (business || Object.values(fields).some((value) => value.trim() !== '')) {
      for (const [field, value] of Object.entries(fields)) form.append(field, value.trim());
    }
    if (picture) form.append('profile_picture', picture);
    const problem = profileEditProblem({
      firstName,
      lastName,
      details,
      picture,
      hasBusiness: business !== null,
    });
    void submit(problem, async () => {
      const answer = await api.patch('/api/account/profile/', { body: form });
      onSaved();
      // The top bar shows the new name and picture.
      setUserDetails(await api.get('/api/user-details/'));
      return answer;
    });
  }

  return (
    <SettingsSection title="Profile">
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <div className={styles.row}>
          <Input
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <Input
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        {business?.picture_url ? (
          <img className={styles.picture} src={business.picture_url} alt="Your profile picture" />
        ) : null}
        <BusinessFields
          details={details}
          onDetails={setDetails}
          onPicture={setPicture}
          pictureHint="JPEG, PNG, GIF or WebP, up to 5 MB. Leave empty to keep the one you have."
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            Save profile
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
