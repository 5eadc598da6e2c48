/** The Edit Business form's limits and messages (spec 02), apart from the schema so islands can show them without zod. */
export const BUSINESS_EDIT_LIMITS = {
  name: 120,
  description: 2000,
  address: 200,
  phone: 30,
  website: 300,
  hours: 500,
  imageUrl: 500,
  openingHours: 255,
} as const;

export const BUSINESS_EDIT_MESSAGES = {
  updated: 'Business information updated successfully',
  failed: 'Failed to update business information',
  name: 'Business name is required',
  address: 'Address is required',
  communityBoardId: 'Community board is required',
  categoryId: 'Category is required',
  email: 'Please enter a valid email address',
  website: 'Website must be a web address, like https://example.com',
  priceRange: 'Please choose a price range',
  imageUrl: 'Image URL must be a web address (https://...) or a path on this site',
  latitude: 'Drop the pin in Manhattan, near the business',
  pinPair: 'Set both latitude and longitude, or neither',
  nothing: 'Nothing to update: send at least one field of the business',
  access: 'Choose Yes, No or Not sure',
} as const;
