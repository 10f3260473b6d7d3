export {
  deviceCategory,
  detectDevice,
  detectWindowDevice,
  PHONE_MAX_WIDTH,
  USER_AGENT_MAX_LENGTH,
} from './device.ts';
export type { DeviceCategory, DeviceHints } from './device.ts';
