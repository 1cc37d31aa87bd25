import { Tabs } from '../../app/ui/Tabs';

const ADMIN_TABS = [
  { id: 'activate', label: 'Activate Test User' },
  { id: 'create', label: 'Create User' },
  { id: 'users', label: 'View Users' },
  { id: 'reports', label: 'Reports' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export const tabPanelId = (t: AdminTab) => `admin-panel-${t}`;
export const tabId = (t: AdminTab) => `admin-tab-${t}`;

export function AdminTabs({ active, onChange }: { active: AdminTab; onChange: (t: AdminTab) => void }) {
  return <Tabs tabs={ADMIN_TABS} active={active} onChange={onChange} label="Admin tasks" idPrefix="admin" className="admin-tabs" />;
}
