import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnline } from '../sync';
import { ActivateTestUserForm } from './ActivateTestUserForm';
import { AdminTabs, tabId, tabPanelId, type AdminTab } from './AdminTabs';
import { CreateUserForm } from './CreateUserForm';
import { OfflineNotice } from './OfflineNotice';
import { ReportsPanel } from './ReportsPanel';
import { PersonReportsPanel } from './PersonReportsPanel';
import { UsersPanel } from './UsersPanel';
import { useAdminUsers } from './useAdminUsers';
import './admin.css';

function TabPanel({ tab, active, children }: { tab: AdminTab; active: AdminTab; children: ReactNode }) {
  return (
    <section role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== active}>
      {children}
    </section>
  );
}

/** Spec §2 "Admin panel". No client-side guard: the user list's failure on load sends non-admins to /admin-login. */
export default function AdminPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const [tab, setTab] = useState<AdminTab>('activate');
  const { state, reload } = useAdminUsers();

  return (
    <>
      <header className="topbar admin-topbar">
        <h1 className="topbar-title">Admin Panel</h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate('/landing')}>
          Go to Landing Page
        </button>
      </header>
      <main className="page admin-page">
        {!online && <OfflineNotice />}
        <AdminTabs active={tab} onChange={setTab} />
        <TabPanel tab="activate" active={tab}>
          <ActivateTestUserForm online={online} onDone={reload} />
        </TabPanel>
        <TabPanel tab="create" active={tab}>
          <CreateUserForm online={online} onDone={reload} />
        </TabPanel>
        <TabPanel tab="users" active={tab}>
          <UsersPanel state={state} online={online} reload={reload} />
        </TabPanel>
        <TabPanel tab="reports" active={tab}>
          <ReportsPanel online={online} active={tab === 'reports'} />
          <PersonReportsPanel online={online} active={tab === 'reports'} />
        </TabPanel>
      </main>
    </>
  );
}
