import { remoteConfig } from '@masthead/build/remote';

export default remoteConfig('header-chrome');
