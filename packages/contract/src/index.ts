export * from './envelope';
export * from './site';
export * from './taxonomy';
export * from './article';
