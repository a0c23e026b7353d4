import { useSearchParams } from 'react-router';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { type TabItem, Tabs } from '@/components/tabs/tabs.tsx';
import { useCan } from '@/lib/session/use-can.ts';
import { type PackagesTab, packagesTabs } from '../components/list-search.ts';
import { PackagesList } from '../components/packages-list.tsx';
import { ZonesList } from '../components/zones-list.tsx';
import { packagesHeadings } from '../screens.ts';

/**
 * /packages: the Packages and Zones tabs, each shown under its own view permission, the open
 * one in the URL (`?tab=zones`) with its list's search, filters, sort and page.
 */
export function PackagesRoute() {
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const allowed = packagesTabs.filter((tab) =>
    can(tab === 'packages' ? 'packages' : 'zones', 'view'),
  );
  const asked = packagesTabs.find((tab) => tab === searchParams.get('tab'));
  // A tab the person may not open (or none asked) falls back to the first they may.
  const active: PackagesTab | undefined = asked && allowed.includes(asked) ? asked : allowed[0];
  // Only the open tab's list is drawn: both read their state from the one URL.
  const items: TabItem[] = allowed.map((tab) => ({
    key: tab,
    label: tab === 'packages' ? 'Packages' : 'Zones',
    children: tab !== active ? null : tab === 'packages' ? <PackagesList /> : <ZonesList />,
  }));

  return (
    <>
      <ScreenHeader {...packagesHeadings.packages} />
      {active && (
        <Tabs
          activeKey={active}
          items={items}
          // Each tab starts from its own list's defaults: the two lists' filters differ.
          onChange={(key) => setSearchParams(key === 'packages' ? {} : { tab: key })}
        />
      )}
    </>
  );
}
