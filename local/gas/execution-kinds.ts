/** What an execution is: the kind of call that started it and the auth mode Apps Script gives it. */
export const AUTH_MODES = ['NONE', 'CUSTOM_FUNCTION', 'LIMITED', 'FULL'] as const;
export type AuthModeName = (typeof AUTH_MODES)[number];
export type ExecutionKindName =
  | 'customFunction'
  | 'simpleTrigger'
  | 'sidebar'
  | 'menu'
  | 'trigger'
  | 'userCallback';
