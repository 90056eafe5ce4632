import { ProjectBoard } from '../projects/project-board';

/** A page of the full list; more load as the user scrolls. */
const PAGE_SIZE = 20;

/** /project/all-projects (the spec's screens and routes): the dashboard's list under "Active", every project, page by page. */
export default function AllProjectsPage() {
  return <ProjectBoard heading="Active" headingLevel="h1" pageSize={PAGE_SIZE} infinite archiving />;
}
