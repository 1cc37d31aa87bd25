import { Tabs } from '../../../app/ui/Tabs';

export const HUB_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'estimates', label: 'Estimates' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'clients', label: 'Clients' },
] as const;
export type HubTab = (typeof HUB_TABS)[number]['id'];

export function isHubTab(v: string | null): v is HubTab {
  return HUB_TABS.some((t) => t.id === v);
}

export function HubTabs({ active, onChange }: { active: HubTab; onChange: (t: HubTab) => void }) {
  return <Tabs tabs={HUB_TABS} active={active} onChange={onChange} label="Estimates and invoices" idPrefix="hub" />;
}
