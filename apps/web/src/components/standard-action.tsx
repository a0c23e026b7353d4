import {
  CheckOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  ImportOutlined,
  PlusOutlined,
  ReloadOutlined,
  SaveOutlined,
  SendOutlined,
  SettingOutlined,
  StepForwardOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

// Icons are decoration: the label names the action, so assistive technology skips them.
const actions = {
  edit: { label: 'Edit', icon: <EditOutlined aria-hidden /> },
  view: { label: 'View', icon: <EyeOutlined aria-hidden /> },
  delete: { label: 'Delete', icon: <DeleteOutlined aria-hidden /> },
  add: { label: 'Add', icon: <PlusOutlined aria-hidden /> },
  import: { label: 'Import', icon: <ImportOutlined aria-hidden /> },
  upload: { label: 'Upload', icon: <UploadOutlined aria-hidden /> },
  close: { label: 'Close', icon: <CloseOutlined aria-hidden /> },
  new: { label: 'New', icon: <PlusOutlined aria-hidden /> },
  cancel: { label: 'Cancel', icon: <CloseCircleOutlined aria-hidden /> },
  skip: { label: 'Skip', icon: <StepForwardOutlined aria-hidden /> },
  manage: { label: 'Manage', icon: <SettingOutlined aria-hidden /> },
  save: { label: 'Save', icon: <SaveOutlined aria-hidden /> },
  done: { label: 'Done', icon: <CheckOutlined aria-hidden /> },
  submit: { label: 'Submit', icon: <SendOutlined aria-hidden /> },
  download: { label: 'Download', icon: <DownloadOutlined aria-hidden /> },
  reset: { label: 'Reset', icon: <UndoOutlined aria-hidden /> },
  refresh: { label: 'Refresh', icon: <ReloadOutlined aria-hidden /> },
  history: { label: 'History', icon: <HistoryOutlined aria-hidden /> },
} satisfies Record<string, { label: string; icon: ReactNode }>;

/** The standard actions of docs/BEHAVIOUR.md §9. */
export type StandardActionKind = keyof typeof actions;

/** The label docs/BEHAVIOUR.md §9 gives an action. */
export function standardActionLabel(action: StandardActionKind): string {
  return actions[action].label;
}

type StandardActionProps = Omit<ButtonProps, 'children' | 'href' | 'icon'> & {
  action: StandardActionKind;
  /** Where the action goes; it then renders as a link the router follows. */
  to?: string;
  /**
   * Inside a form: Cancel is styled dangerous (red text) and Save or Submit green
   * (docs/BEHAVIOUR.md §9). Forms use FormActions, which sets it.
   */
  editing?: boolean;
  /**
   * What the action is about when several share a label, such as a table's rows: "Edit Asha
   * Rao" for assistive technology, starting with the visible label as WCAG 2.5.3 asks.
   */
  subject?: string;
  /** A different wording of the same action ("New role"); the icon and styling stay. */
  label?: string;
};

function styleOf(action: StandardActionKind, editing: boolean): ButtonProps {
  if (action === 'delete') return { danger: true };
  // Dangerous as Delete is, but red text without a border, so it does not read as Delete.
  if (action === 'cancel' && editing) return { danger: true, color: 'danger', variant: 'text' };
  if ((action === 'save' || action === 'submit') && editing) {
    return { color: 'green', variant: 'solid' };
  }
  if (action === 'view') return { color: 'blue', variant: 'outlined' };
  return {};
}

/** One button for every standard action, so each looks and reads the same on every screen. */
export function StandardAction({
  action,
  to,
  editing = false,
  subject,
  label,
  onClick,
  ...buttonProps
}: StandardActionProps) {
  const navigate = useNavigate();
  const text = label ?? actions[action].label;

  function handleClick(event: MouseEvent<HTMLElement>) {
    onClick?.(event);
    // A modified click (new tab, new window) is left to the browser, as with any link.
    if (!to || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  }

  return (
    <Button
      icon={actions[action].icon}
      aria-label={subject ? `${text} ${subject}` : undefined}
      href={to}
      onClick={handleClick}
      {...styleOf(action, editing)}
      {...buttonProps}
    >
      {text}
    </Button>
  );
}
