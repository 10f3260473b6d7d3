import { remoteConfig } from '../../vite.config.ts';

export default remoteConfig('ads');
