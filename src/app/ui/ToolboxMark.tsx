import { Icon, type P } from './Icon';

/** The toolbox brand mark (sign-in screens, landing). */
export const ToolboxMark = (p: P) => (
  <Icon {...p}>
    <rect x="2" y="8" width="20" height="12" rx="2" />
    <path d="M8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M2 13h20M10 13v2h4v-2" />
  </Icon>
);
