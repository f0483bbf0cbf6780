import { describe, expect, it } from 'vitest';
import { routeForPickedTable } from './pickedTableRoute.ts';

describe('routeForPickedTable', () => {
  it('moves a section that names another table to the picked one, leaving its Region out', () => {
    expect(routeForPickedTable('#/explorer/app', 'orders')).toBe('#/explorer/orders');
    expect(routeForPickedTable('#/metrics/app/eu-west-1', 'orders')).toBe('#/metrics/orders');
    expect(routeForPickedTable('#/heatmap/app', 'CUSTOMER#1')).toBe('#/heatmap/CUSTOMER%231');
  });

  it('stays where the route names no table, the same table, or is not about tables', () => {
    expect(routeForPickedTable('#/explorer', 'orders')).toBeUndefined();
    expect(routeForPickedTable('#/metrics/orders/eu-west-1', 'orders')).toBeUndefined();
    expect(routeForPickedTable('#/lessons/01-keys-and-item-collections', 'orders')).toBeUndefined();
    expect(routeForPickedTable('#/s3/bucket', 'orders')).toBeUndefined();
    expect(routeForPickedTable('#/', 'orders')).toBeUndefined();
  });
});
