import { loaderConfig } from '../../vite.config.ts';

export default loaderConfig();
