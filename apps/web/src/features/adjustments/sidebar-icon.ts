import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';

/**
 * The icon of this feature's sidebar entry: the stock's own, as adjustments correct it (and an
 * icon of its own would add to every screen's download).
 */
export const sidebarIcon = DatabaseOutlined;
