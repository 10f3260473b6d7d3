import { remoteConfig } from '@masthead/build/remote';

export default remoteConfig('ads');
