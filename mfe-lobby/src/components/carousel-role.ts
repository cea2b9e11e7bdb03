/** The carousel's box as a landmark region, or as a group of the titled section around it. */
export const carouselRole = (landmark: boolean | undefined) => (landmark ? {} : { role: 'group' });
