export * from './envelope';
export * from './site';
export * from './taxonomy';
export * from './article';
export * from './music';
export * from './validation';
export * from './user';
export * from './like';
