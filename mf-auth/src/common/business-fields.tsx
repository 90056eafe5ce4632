import { Field, Input, Select } from '@platform/shared-ui';
import { pictureTypes } from '../create-profile/validate-profile';
import styles from './forms.module.css';
import { industries } from './industries';

/** The business profile's details as typed (the team size stays text until it is checked). */
export interface BusinessDetails {
  businessName: string;
  industry: string;
  address: string;
  teamSize: string;
}

export interface BusinessFieldsProps {
  details: BusinessDetails;
  onDetails(details: BusinessDetails): void;
  onPicture(picture: File | null): void;
  pictureHint: string;
}

/** The business profile's fields and picture, named as the API names them (create-profile and Settings). */
export function BusinessFields({ details, onDetails, onPicture, pictureHint }: BusinessFieldsProps) {
  const set = (field: keyof BusinessDetails) => (value: string) => onDetails({ ...details, [field]: value });
  return (
    <>
      <Input
        label="Business name"
        name="business_name"
        autoComplete="organization"
        value={details.businessName}
        onChange={(event) => set('businessName')(event.target.value)}
      />
      <div className={styles.row}>
        <Select
          label="Industry"
          name="industry"
          placeholder="Select an industry"
          options={industries}
          value={details.industry}
          onChange={(event) => set('industry')(event.target.value)}
        />
        <Input
          label="Number of team members"
          name="number_of_team_members"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={details.teamSize}
          onChange={(event) => set('teamSize')(event.target.value)}
        />
      </div>
      <Input
        label="Address"
        name="address"
        autoComplete="street-address"
        value={details.address}
        onChange={(event) => set('address')(event.target.value)}
      />
      <Field label="Profile picture" name="profile_picture" hint={pictureHint}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="profile_picture"
            accept={pictureTypes.join(',')}
            onChange={(event) => onPicture(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    </>
  );
}
