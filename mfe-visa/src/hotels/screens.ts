import type { ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';

/** This area's screens by route, each its own lazy chunk. */
export const hotelsScreens: Partial<Record<RemoteRoutePath<'visa'>, ComponentType>> = {};
