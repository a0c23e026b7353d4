import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';

/** The icon of this feature's sidebar entry; the shell draws it, so it stays out of the first download. */
export const sidebarIcon = AuditOutlined;
