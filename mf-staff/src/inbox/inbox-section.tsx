import { Route, Routes } from 'react-router-dom';
import { InboxItemPage } from './inbox-item-page';
import { InboxListPage } from './inbox-list-page';

/** /staff/inbox (Operations and Admin): everything visitors sent, and /staff/inbox/:itemId. */
export default function InboxSection() {
  return (
    <Routes>
      <Route index element={<InboxListPage />} />
      <Route path=":itemId" element={<InboxItemPage />} />
    </Routes>
  );
}
