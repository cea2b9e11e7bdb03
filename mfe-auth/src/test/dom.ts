import { screen } from '@testing-library/react';

/** Phone fields are usable once the dialing codes have arrived. */
export const dialingCodesLoaded = () => screen.findAllByDisplayValue('+855 KH');
