import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';

/** The icon of this feature's sidebar entries; the shell draws it, so it stays out of the first download. */
export const sidebarIcon = BankOutlined;
