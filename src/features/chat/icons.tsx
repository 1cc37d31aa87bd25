/** This feature's icons: the shared set (src/app/ui/icons.tsx) at this feature's size. */
import * as icons from '../../app/ui/icons';

const SIZE = 22; // px

export const PlusIcon = (p: { size?: number }) => icons.PlusIcon({ size: SIZE, ...p });
export const HistoryIcon = (p: { size?: number }) => icons.HistoryIcon({ size: SIZE, ...p });
export const ClipIcon = (p: { size?: number }) => icons.ClipIcon({ size: SIZE, ...p });
export const CameraIcon = (p: { size?: number }) => icons.CameraIcon({ size: SIZE, ...p });
export const UploadIcon = (p: { size?: number }) => icons.UploadIcon({ size: SIZE, ...p });
export const SparkIcon = (p: { size?: number }) => icons.SparkIcon({ size: SIZE, ...p });
export const MicIcon = (p: { size?: number }) => icons.MicIcon({ size: SIZE, ...p });
export const StopIcon = (p: { size?: number }) => icons.StopIcon({ size: SIZE, ...p });
export const SendIcon = (p: { size?: number }) => icons.SendIcon({ size: SIZE, ...p });
export const CopyIcon = (p: { size?: number }) => icons.CopyIcon({ size: SIZE, ...p });
export const TrashIcon = (p: { size?: number }) => icons.TrashIcon({ size: SIZE, ...p });
export const EditIcon = (p: { size?: number }) => icons.EditIcon({ size: SIZE, ...p });
export const SofaIcon = (p: { size?: number }) => icons.SofaIcon({ size: SIZE, ...p });
export const WrenchIcon = (p: { size?: number }) => icons.WrenchIcon({ size: SIZE, ...p });
