import { describe, expect, it } from 'vitest';
import { endpoint, ROUTES } from './api';
import { apiPath, articleRoutes, fillPath, type RouteName } from './routes';

describe('the route table', () => {
  it('fills path parameters, each encoded as one segment', () => {
    expect(fillPath('/article/getArticleById/:id', { id: 7 })).toBe('/article/getArticleById/7');
    expect(fillPath('/article/getArticleListByContent/:query', { query: '事件 循环/a?b' })).toBe(
      '/article/getArticleListByContent/%E4%BA%8B%E4%BB%B6%20%E5%BE%AA%E7%8E%AF%2Fa%3Fb',
    );
    expect(apiPath(articleRoutes.home, { current: 2, size: 5 })).toBe(
      '/api/article/blogHomeGetArticleList/2/5',
    );
  });

  it('never makes a URL with a parameter left in it', () => {
    expect(() => fillPath('/article/blogHomeGetArticleList/:current/:size', { current: 1 })).toThrow(
      /no value for :size/,
    );
  });

  it("gives every endpoint its route and schemas, and each path parameter a schema's field", () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const whole = endpoint(name);
      expect(whole.path, name).toBe(ROUTES[name].path);
      expect(whole.response, name).toBeDefined();
      const names = [...whole.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const fields = 'params' in whole ? Object.keys(whole.params.shape) : [];
      expect(fields.sort(), name).toEqual(names.sort());
    }
  });
});
