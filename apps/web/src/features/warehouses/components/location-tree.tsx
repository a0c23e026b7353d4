import {
  type LocationNode,
  type LocationTree as LocationTreeAnswer,
  locationKindLabels,
  locationPurposeLabels,
  MAX_TREE_CHILDREN,
  MAX_TREE_MATCHES,
} from '@depot/contracts/locations';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Skeleton, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { SearchBox } from '@/components/list/search-box.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format/format.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { locationTreeQueryOptions, useLocationTree } from '../api/locations.ts';
import type { ParentChoice } from './parent-picker.tsx';
import './location-tree.css';

/** What the person may do with a location of the tree; each absent where they may not. */
export type LocationTreeActions = {
  /** A new location inside `parent`, or a new area with none. */
  onAdd?: (parent: ParentChoice | null) => void;
  /** Many locations inside `parent` by a pattern of codes. */
  onBulkCreate?: (parent: ParentChoice) => void;
  /** The location's drawer: to change it, or to read it. */
  onOpen?: (node: LocationNode) => void;
};

const TOP = '';

/** `text` with every case-blind occurrence of `q` marked. */
function highlighted(text: string, q: string | undefined): ReactNode {
  if (!q) return text;
  const lower = text.toLowerCase();
  const wanted = q.toLowerCase();
  const parts: ReactNode[] = [];
  let at = 0;
  for (let found = lower.indexOf(wanted); found >= 0; found = lower.indexOf(wanted, at)) {
    parts.push(
      text.slice(at, found),
      <mark key={found}>{text.slice(found, found + q.length)}</mark>,
    );
    at = found + q.length;
  }
  parts.push(text.slice(at));
  return parts.map((part, index) => (
    // The pieces never move: their place is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    <Fragment key={index}>{part}</Fragment>
  ));
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "A-01 · Aisle 1", its kind, and for what holds bins how many lie below it. */
export function NodeTitle({ node, q }: { node: LocationNode; q?: string }) {
  const inactive = node.status === 'inactive';
  return (
    <span className={`location-tree-title${inactive ? ' location-tree-inactive' : ''}`}>
      <span>
        <span className="location-tree-code">{highlighted(node.code, q)}</span>
        {node.name && <> · {highlighted(node.name, q)}</>}
      </span>
      <Tag color={node.kind === 'area' ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
        {node.kind === 'area'
          ? `Area · ${locationPurposeLabels[node.purpose]}`
          : locationKindLabels[node.kind]}
      </Tag>
      {node.kind !== 'bin' && (
        <Typography.Text type="secondary">
          {plural(node.binCount, 'bin', 'bins')} · {formatCount(node.childCount)} inside
        </Typography.Text>
      )}
      {inactive && <Tag style={{ marginInlineEnd: 0 }}>Inactive</Tag>}
    </span>
  );
}

/** Whether a node answers the search itself, rather than being on the way to one that does. */
function matches(node: LocationNode, q: string): boolean {
  const wanted = q.toLowerCase();
  return node.code.toLowerCase().includes(wanted) || node.name.toLowerCase().includes(wanted);
}

/** The ids of a search's nodes that have others of the answer inside them: shown open. */
function openedBy(answer: LocationTreeAnswer): string[] {
  return [...new Set(answer.nodes.flatMap((node) => (node.parentId ? [node.parentId] : [])))];
}

/**
 * A warehouse's locations as a tree: its areas first, each opened to ask for its children
 * (a warehouse has thousands of bins, so never the whole tree at once), and its virtual places
 * apart. A search (typed, or scanned: a scanner types the code and presses Enter) shows the
 * matching locations opened down to, with their code or name marked.
 */
export function LocationTree({
  warehouse,
  actions,
}: {
  warehouse: string;
  actions: LocationTreeActions;
}) {
  const client = useQueryClient();
  const can = useCan();
  const [q, setQ] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<LocationNode | null>(null);
  // The nodes whose children have been asked for, from their own query: kept in the cache and
  // asked again when a change refreshes the trees.
  const [loaded, setLoaded] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const top = useLocationTree(warehouse, {});
  const search = useLocationTree(q ? warehouse : undefined, { q });
  const children = useQueries({
    queries: loaded.map((parent) => locationTreeQueryOptions(warehouse, { parent })),
  });

  // A new answer to a search opens the way down to each match (a scanned code: its bin).
  const [searchOpen, setSearchOpen] = useState<{ answer?: LocationTreeAnswer; keys: string[] }>({
    keys: [],
  });
  if (q && search.data && searchOpen.answer !== search.data) {
    setSearchOpen({ answer: search.data, keys: openedBy(search.data) });
    const found = search.data.nodes.filter((node) => matches(node, q));
    if (found.length === 1 && found[0]) setSelected(found[0]);
  }

  const byParent = new Map<string, LocationNode[]>();
  const truncatedAt = new Set<string>();
  if (q) {
    for (const node of search.data?.nodes ?? []) {
      const key = node.parentId ?? TOP;
      byParent.set(key, [...(byParent.get(key) ?? []), node]);
    }
  } else if (top.data) {
    byParent.set(
      TOP,
      top.data.nodes.filter((node) => node.kind !== 'virtual'),
    );
    if (top.data.truncated) truncatedAt.add(TOP);
  }
  loaded.forEach((parent, index) => {
    const answer = children[index]?.data;
    if (!answer) return;
    byParent.set(parent, answer.nodes);
    if (answer.truncated) truncatedAt.add(parent);
  });

  function build(parent: string): TreeDataNode[] {
    const nodes: TreeDataNode[] = (byParent.get(parent) ?? []).map((node) => {
      const inside = byParent.has(node.id) ? build(node.id) : undefined;
      return {
        key: node.id,
        title: <NodeTitle node={node} q={q && matches(node, q) ? q : undefined} />,
        isLeaf: node.childCount === 0,
        ...(inside && { children: inside }),
      };
    });
    if (truncatedAt.has(parent)) {
      nodes.push({
        key: `${parent}:more`,
        title: (
          <Typography.Text type="secondary">
            Only the first {formatCount(MAX_TREE_CHILDREN)} are shown: search by code for the rest.
          </Typography.Text>
        ),
        isLeaf: true,
        selectable: false,
      });
    }
    return nodes;
  }

  const nodeById = new Map<string, LocationNode>();
  for (const list of byParent.values()) for (const node of list) nodeById.set(node.id, node);
  const virtual = top.data?.nodes.filter((node) => node.kind === 'virtual') ?? [];
  const current = q ? search : top;
  const treeData = build(TOP);
  const holdsMore = (node: LocationNode) => node.kind !== 'bin' && node.kind !== 'virtual';
  const pathOf = (node: LocationNode): string => {
    const parent = node.parentId ? nodeById.get(node.parentId) : undefined;
    return parent ? `${pathOf(parent)} / ${node.code}` : node.code;
  };
  const choice = (node: LocationNode): ParentChoice => ({ id: node.id, path: pathOf(node), node });

  return (
    <div className="location-tree">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <SearchBox
          label="Find a location"
          placeholder="Code or name, or scan a label"
          value={q}
          onSearch={(text) => {
            setQ(text);
            if (!text) setSelected(null);
          }}
        />
        {actions.onAdd && (
          <StandardAction action="new" label="New area" onClick={() => actions.onAdd?.(null)} />
        )}
      </Flex>
      {selected && (
        <Flex
          gap={8}
          wrap
          align="center"
          className="location-tree-actions"
          role="group"
          aria-label={`Actions on ${selected.code}`}
        >
          <Typography.Text strong>{selected.code}</Typography.Text>
          {actions.onAdd && holdsMore(selected) && (
            <StandardAction
              action="add"
              label="Add inside"
              subject={selected.code}
              onClick={() => actions.onAdd?.(choice(selected))}
            />
          )}
          {actions.onBulkCreate && holdsMore(selected) && (
            <StandardAction
              action="add"
              label="Bulk create inside"
              subject={selected.code}
              onClick={() => actions.onBulkCreate?.(choice(selected))}
            />
          )}
          {actions.onOpen && selected.kind !== 'virtual' && (
            <StandardAction
              action={can('locations', 'edit') ? 'edit' : 'view'}
              subject={selected.code}
              onClick={() => actions.onOpen?.(selected)}
            />
          )}
          {can('inventory', 'view') && selected.kind !== 'virtual' && (
            <StandardAction
              action="view"
              label="Contents"
              subject={`of ${selected.code}`}
              to={paths.stock.ofLocation(selected.id)}
            />
          )}
        </Flex>
      )}
      {q && search.data?.truncated && (
        <Alert
          type="info"
          showIcon
          title={`More than ${formatCount(MAX_TREE_MATCHES)} locations match ${q}: narrow the search to see the rest.`}
          style={{ marginBottom: 8 }}
        />
      )}
      <RequestError error={current.error} />
      {current.isPending && current.fetchStatus !== 'idle' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : treeData.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {q ? `No location matches ${q}.` : 'No area yet: add one to put racks and bins in.'}
        </Typography.Paragraph>
      ) : (
        <Tree
          aria-label={`Locations of ${warehouse}`}
          blockNode
          showLine
          treeData={treeData}
          selectedKeys={selected ? [selected.id] : []}
          expandedKeys={q ? searchOpen.keys : expanded}
          onExpand={(keys) => {
            const next = keys.map(String);
            if (q) setSearchOpen((open) => ({ ...open, keys: next }));
            else setExpanded(next);
          }}
          loadedKeys={loaded}
          loadData={async (treeNode) => {
            const parent = String(treeNode.key);
            await client.fetchQuery(locationTreeQueryOptions(warehouse, { parent }));
            setLoaded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
          }}
          onSelect={(_keys, { node, selected: isSelected }) => {
            setSelected(isSelected ? (nodeById.get(String(node.key)) ?? null) : null);
          }}
        />
      )}
      {!q && virtual.length > 0 && (
        <section aria-label="Virtual locations" style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">
            Virtual locations, where stock comes from and goes to outside the building:
          </Typography.Text>
          <ul className="location-tree-virtual" style={{ marginTop: 8 }}>
            {virtual.map((node) => (
              <li key={node.id}>
                <Tag>
                  {node.code} · {locationPurposeLabels[node.purpose]} (virtual)
                </Tag>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
