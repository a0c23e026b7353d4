import { Segmented } from 'antd';
import {
  setWorkspaceArea,
  useWorkspaceArea,
  WORKSPACE_AREA_LABELS,
  workspaceAreas,
} from '@/lib/session/workspace-area.ts';

/** docs/BEHAVIOUR.md §1's Business / Analytical switch, remembered in this browser across sign-outs. */
export function AreaSwitch() {
  const area = useWorkspaceArea();
  return (
    <Segmented
      aria-label="Area"
      name="workspace-area"
      value={area}
      onChange={setWorkspaceArea}
      options={workspaceAreas.map((value) => ({ value, label: WORKSPACE_AREA_LABELS[value] }))}
    />
  );
}
