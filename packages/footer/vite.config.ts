import { remoteConfig } from '../build/src/remote-config.ts';

export default remoteConfig('footer');
