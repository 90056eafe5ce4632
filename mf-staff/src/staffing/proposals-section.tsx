import { Route, Routes } from 'react-router-dom';
import { ProposalEditorPage } from './proposal-editor-page';
import { ProposalsList } from './proposals-page';

/** /staff/proposals (Operations; Finance reads): the projects to staff, and /staff/proposals/:projectId. */
export default function ProposalsSection() {
  return (
    <Routes>
      <Route index element={<ProposalsList />} />
      <Route path=":projectId" element={<ProposalEditorPage />} />
    </Routes>
  );
}
