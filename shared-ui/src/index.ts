// The whole platform contract: the core entry (core.ts, a shared singleton of its own) and the rest.
export * from '@platform/shared-ui/core';
export type { components as ApiSchemas, paths as ApiPaths } from './http/api-types';
export { isReload, liveStream, useLiveEvents, usePresence } from './live/use-live-events';
export { useLiveInvalidation } from './live/use-live-invalidation';
export { LiveStream, type LiveEvent, type LiveMessage, type PresentPerson } from './live/live-stream';
export {
  CURRENT_PROJECT_KEY,
  getCurrentProject,
  setCurrentProject,
  useCurrentProject,
  type CurrentProject,
} from './project';
export { setUserDetails, useUserDetails } from './user-details';
export {
  formatDay,
  formatMoment,
  IN_NIGERIA,
  PRODUCT_TIME_ZONE,
  viewerTimeZone,
  type MonthStyle,
} from './dates/dates';
// The forms, their fields and the typed client: an entry of their own, so a page of forms (the login page) loads
// neither the query library, the live stream, the dialogs nor the dates of this one (issue #33); by its name,
// never by path (core-entry.test.ts).
export * from '@platform/shared-ui/forms';
export { FormDialog, type FormDialogProps } from './forms/form-dialog';
export { Modal, type ModalProps } from './components/modal';
export {
  TabList,
  TabPanel,
  tabId,
  type TabItem,
  type TabListProps,
  type TabPanelProps,
} from './components/tabs';
export { PlanCatalogue, type PlanCatalogueProps } from './components/plan-catalogue';
