/** This feature's icons: the shared set (src/app/ui/icons.tsx) at this feature's size. */
import * as icons from '../../../app/ui/icons';

const SIZE = 20; // px

export const ChatIcon = (p: { size?: number }) => icons.ChatIcon({ size: SIZE, ...p });
export const SparkIcon = (p: { size?: number }) => icons.SparkIcon({ size: SIZE, ...p });
export const PlusIcon = (p: { size?: number }) => icons.PlusIcon({ size: SIZE, ...p });
export const TrashIcon = (p: { size?: number }) => icons.TrashIcon({ size: SIZE, ...p });
export const DownloadIcon = (p: { size?: number }) => icons.DownloadIcon({ size: SIZE, ...p });
export const EditIcon = (p: { size?: number }) => icons.EditIcon({ size: SIZE, ...p });
export const ChevronIcon = (p: { up: boolean; size?: number }) => icons.ChevronIcon({ size: SIZE, ...p });
