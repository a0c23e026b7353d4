import { SYSTEM_FONT_STACK, type ThemeSettings } from '@depot/contracts/theme';

/** Named primary colours; any other colour comes from the picker and is called "custom". */
export const PRIMARY_COLOURS = [
  { name: 'blue', label: 'Blue', hex: '#2563eb' },
  { name: 'indigo', label: 'Indigo', hex: '#4f46e5' },
  { name: 'violet', label: 'Violet', hex: '#7c3aed' },
  { name: 'teal', label: 'Teal', hex: '#0d9488' },
  { name: 'green', label: 'Green', hex: '#16a34a' },
  { name: 'amber', label: 'Amber', hex: '#d97706' },
  { name: 'orange', label: 'Orange', hex: '#ea580c' },
  { name: 'red', label: 'Red', hex: '#dc2626' },
  { name: 'pink', label: 'Pink', hex: '#db2777' },
] as const;
export const CUSTOM_COLOUR = 'custom';

export const THEME_CHOICES: { value: ThemeSettings['theme']; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export const TABLE_SIZES: { value: ThemeSettings['tableSize']; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'middle', label: 'Middle' },
  { value: 'small', label: 'Small' },
];

export const DATE_FORMATS = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'DD MMM YYYY',
  'MMM D, YYYY',
];
export const TIME_FORMATS = ['hh:mm a', 'HH:mm', 'hh:mm:ss a', 'HH:mm:ss'];

export const WEIGHT_UNITS: { value: ThemeSettings['weightUnit']; label: string }[] = [
  { value: 'kg', label: 'Kilograms (kg)' },
  { value: 'g', label: 'Grams (g)' },
  { value: 'lb', label: 'Pounds (lb)' },
  { value: 'oz', label: 'Ounces (oz)' },
];

export const BASE_DIMENSION_UNITS: { value: ThemeSettings['baseDimensionUnit']; label: string }[] =
  [
    { value: 'cm', label: 'Centimetres (cm)' },
    { value: 'mm', label: 'Millimetres (mm)' },
    { value: 'in', label: 'Inches (in)' },
    { value: 'm', label: 'Metres (m)' },
  ];

export const SECONDARY_DIMENSION_UNITS: {
  value: ThemeSettings['secondaryDimensionUnit'];
  label: string;
}[] = [
  { value: 'm', label: 'Metres (m)' },
  { value: 'cm', label: 'Centimetres (cm)' },
  { value: 'ft', label: 'Feet (ft)' },
  { value: 'in', label: 'Inches (in)' },
];

/** Fonts every operating system has, so nothing is downloaded for them. */
export const FONT_FAMILIES = [
  { value: SYSTEM_FONT_STACK, label: 'System default' },
  { value: 'Arial, "Helvetica Neue", Helvetica, sans-serif', label: 'Arial / Helvetica' },
  { value: 'Verdana, Geneva, Tahoma, sans-serif', label: 'Verdana (wide, very legible)' },
  { value: 'Georgia, "Times New Roman", Times, serif', label: 'Georgia (serif)' },
  {
    value: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
    label: 'Monospace',
  },
];
