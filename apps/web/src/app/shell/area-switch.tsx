import {
  setWorkspaceArea,
  useWorkspaceArea,
  WORKSPACE_AREA_LABELS,
  workspaceAreas,
} from '@/lib/session/workspace-area.ts';
import './shell.css';

/**
 * docs/BEHAVIOUR.md §1's Business / Analytical switch, remembered in this browser across
 * sign-outs: two radio buttons drawn as antd's Segmented, so the arrow keys move between them.
 */
export function AreaSwitch() {
  const area = useWorkspaceArea();
  return (
    <div role="radiogroup" aria-label="Area" className="shell-segmented">
      {workspaceAreas.map((value) => (
        <label key={value} data-checked={value === area || undefined}>
          <input
            type="radio"
            name="workspace-area"
            value={value}
            checked={value === area}
            onChange={() => setWorkspaceArea(value)}
          />
          {WORKSPACE_AREA_LABELS[value]}
        </label>
      ))}
    </div>
  );
}
