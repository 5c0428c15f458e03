/** What an execution is: the kind of call that started it and the auth mode Apps Script gives it. */
export type AuthModeName = 'NONE' | 'LIMITED' | 'CUSTOM_FUNCTION' | 'FULL';
export type ExecutionKindName =
  | 'customFunction'
  | 'simpleTrigger'
  | 'sidebar'
  | 'menu'
  | 'trigger'
  | 'userCallback';
