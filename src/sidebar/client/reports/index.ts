import type { View } from '../view';
import { launcherView } from './launcher';
import { schedulesView } from './schedules';

/** Views of the reports engineer (issue 8), shown after the task centre. */
export const reportViews: readonly View[] = [launcherView, schedulesView];
