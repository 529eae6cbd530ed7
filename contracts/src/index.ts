export * from './limits.ts';
export * from './messages.ts';
export * from './options.ts';
export * from './schemas.ts';
export * from './video.ts';
export * from './images.ts';
export * from './account.ts';
export * from './contact-forms.ts';
