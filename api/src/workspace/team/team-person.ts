import { profilePictureUrl } from '../../accounts/profile/profile-routes.js';

/** How the team pages and the invite suggestions read a user. */
export const personSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  lastActiveAt: true,
  businessProfile: { select: { pictureKey: true } },
} as const;

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  lastActiveAt: Date | null;
  businessProfile: { pictureKey: string | null } | null;
}

export const person = (user: PersonRow) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  img: user.businessProfile?.pictureKey ? profilePictureUrl(user.businessProfile.pictureKey) : null,
  last_active: user.lastActiveAt?.toISOString() ?? null,
});
