export {
  afterContent,
  dialogs,
  markupIn,
  remoteNames,
  remotes,
  shared,
  sharedOnDemand,
  shareStrategy,
  widgets,
} from './table.ts';
export type { OnDemandLibrary, RemoteEntry, RemoteName, WidgetEntry, WidgetTag } from './table.ts';
export { parseAttributes } from './contract.ts';
export type { AttributeSpec, ParsedAttributes, WidgetAttributes, WidgetModule } from './contract.ts';
export { attributeArgTypes } from './arg-types.ts';
export type { AttributeArgType, AttributeControl } from './arg-types.ts';
