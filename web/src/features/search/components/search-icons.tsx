// The search page draws its icons a size smaller than the site default.
import {
  CloseIcon as BaseCloseIcon,
  FilterIcon as BaseFilterIcon,
  type IconProps,
  SearchIcon as BaseSearchIcon,
} from '../../../components/ui/icons.tsx';

export const CloseIcon = ({ className = 'h-4 w-4' }: IconProps) => <BaseCloseIcon className={className} />;
export const SearchIcon = ({ className = 'h-4 w-4' }: IconProps) => <BaseSearchIcon className={className} />;
export const FilterIcon = ({ className = 'h-4 w-4' }: IconProps) => <BaseFilterIcon className={className} />;
