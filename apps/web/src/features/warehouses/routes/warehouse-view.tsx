import type { Warehouse } from '@depot/contracts/warehouses';
import { Flex } from 'antd';
import { Link, useNavigate } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { useDeleteWarehouse, warehouseHistoryQueryOptions } from '../api/warehouses.ts';
import { LocationTree } from '../components/location-tree.tsx';
import { useLocationDialogs } from '../components/use-location-dialogs.tsx';
import { WarehouseDetails } from '../components/warehouse-details.tsx';
import { WarehouseScreenState } from '../components/warehouse-screen-state.tsx';

function WarehouseView({ warehouse }: { warehouse: Warehouse }) {
  const can = useCan();
  const remove = useDeleteWarehouse();
  const { confirm } = useConfirm();
  const notice = useNotice();
  const navigate = useNavigate();
  const { openDrawer, openBulk, dialogs } = useLocationDialogs();
  const canAdd = can('locations', 'add');

  function confirmDelete() {
    confirm({
      content: `Delete the warehouse ${warehouse.name} (${warehouse.code}) with its locations? This cannot be undone.`,
      onOk: async () => {
        try {
          await remove.mutateAsync(warehouse.code);
          notice.success(`The warehouse ${warehouse.code} is deleted.`);
          void navigate(paths.warehouses.list);
        } catch {
          // Refused while anything refers to it; RequestError says what.
        }
      },
    });
  }

  return (
    <>
      <ScreenHeader
        title={warehouse.name}
        description={`${warehouse.code} · ${warehouse.address.city}`}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {can('warehouses', 'edit') && (
          <StandardAction action="edit" type="primary" to={paths.warehouses.edit(warehouse.code)} />
        )}
        <HistoryAction
          title={`History of the warehouse ${warehouse.code}`}
          query={warehouseHistoryQueryOptions(warehouse.code)}
        />
        {can('warehouses', 'delete') && (
          <StandardAction action="delete" loading={remove.isPending} onClick={confirmDelete} />
        )}
        {can('locations', 'view') && (
          <Link to={paths.locations.ofWarehouse(warehouse.code)} style={{ alignSelf: 'center' }}>
            Locations of {warehouse.code} as a list
          </Link>
        )}
        {can('inventory', 'view') && (
          <Link to={paths.stock.ofWarehouse(warehouse.code)} style={{ alignSelf: 'center' }}>
            Stock at {warehouse.code}
          </Link>
        )}
        <StandardAction action="close" to={paths.warehouses.list} />
      </Flex>
      <RequestError error={remove.error} />
      <Panel title="Details" style={{ marginBottom: 16 }}>
        <WarehouseDetails warehouse={warehouse} />
      </Panel>
      <Panel title="Locations">
        <LocationTree
          warehouse={warehouse.code}
          actions={{
            onAdd: canAdd
              ? (parent) =>
                  openDrawer({
                    mode: 'create',
                    warehouse: warehouse.code,
                    parent: parent ?? undefined,
                  })
              : undefined,
            onBulkCreate: canAdd
              ? (parent) => openBulk({ warehouse: warehouse.code, parent })
              : undefined,
            onOpen: can('locations', 'view')
              ? (node) => openDrawer({ mode: 'edit', id: node.id })
              : undefined,
          }}
        />
      </Panel>
      {dialogs}
    </>
  );
}

/** /warehouses/view/{code}: a warehouse's details and its tree of locations. */
export function WarehouseViewRoute() {
  return (
    <WarehouseScreenState>
      {(warehouse) => <WarehouseView warehouse={warehouse} />}
    </WarehouseScreenState>
  );
}
