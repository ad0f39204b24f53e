import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The few Material icons ui/ needs, inlined (paths from Material Design Icons, Apache 2.0)
// instead of pulling in the whole @mui/icons-material package.
const icon = (path: string, name: string) => {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon aria-hidden {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
};

export const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', 'ChevronLeftIcon');
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 'ChevronRightIcon');
export const CloseIcon = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z', 'CloseIcon');
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'AddIcon');
export const RemoveIcon = icon('M19 13H5v-2h14z', 'RemoveIcon');
export const ExpandMoreIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z', 'ExpandMoreIcon');
export const StarIcon = icon('M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z', 'StarIcon');
export const InfoIcon = icon('M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z', 'InfoIcon');
